import { ActionIcon, Box, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import type { SearchItem } from '../search-items';
import { SearchBox, type SearchBoxProps } from './search-box';

type Props = Omit<SearchBoxProps, 'onOpen' | 'autoFocus'>;

/**
 * The header search (spec §2): a field from 576 px up; on a phone, a search button opening the
 * same field in a dialog. Choosing a result opens its page.
 */
export function HeaderSearch(props: Props) {
  const navigate = useNavigate();
  const [opened, dialog] = useDisclosure(false);
  const open = (item: SearchItem) => {
    dialog.close();
    void navigate(item.href);
  };
  return (
    <>
      <Box visibleFrom="xs" style={{ flex: 1, maxWidth: 480 }}>
        <SearchBox {...props} onOpen={open} />
      </Box>
      <ActionIcon hiddenFrom="xs" variant="subtle" color="gray" size="lg" aria-label={props.placeholder} onClick={dialog.open}>
        <IconSearch size={20} />
      </ActionIcon>
      <Modal opened={opened} onClose={dialog.close} title={props.placeholder} yOffset="8dvh">
        <Box mih={300}>
          <SearchBox {...props} onOpen={open} autoFocus />
        </Box>
      </Modal>
    </>
  );
}
