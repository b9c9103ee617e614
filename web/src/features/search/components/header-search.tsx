import { ActionIcon, Box, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { leaveAfterConfirming } from '@/lib/leave-guard';
import type { SearchItem } from '../search-items';
import type { SearchBoxProps } from './search-box';
import { lazyNamed } from '@/lib/lazy-named';

// The field (a combobox with its floating dropdown) loads after the dashboard's first paint, and
// the phone's dialog when first opened: neither holds up the page.
const SearchBox = lazyNamed(() => import('./search-box'), 'SearchBox');
const SearchDialog = lazyNamed(() => import('./search-dialog'), 'SearchDialog');

type Props = Omit<SearchBoxProps, 'onOpen' | 'autoFocus'>;

/** Mantine's default input height: the field's place is kept while it loads. */
const FIELD_HEIGHT = 36;

/**
 * The header search (spec §2): a field from 576 px up; on a phone, a search button opening the
 * same field in a dialog. Choosing a result opens its page (after asking, if the page holds unsaved work).
 */
export function HeaderSearch(props: Props) {
  const navigate = useNavigate();
  const [opened, dialog] = useDisclosure(false);
  const dialogLoaded = useOpenedOnce(opened);
  const painted = useAfterFirstPaint();
  // On a phone the field is hidden (the button opens the dialog): it is not rendered there at all,
  // which spares its combobox and floating dropdown a render and a position computation.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.xs})`);
  const open = (item: SearchItem) => {
    dialog.close();
    leaveAfterConfirming(() => void navigate(item.href));
  };
  return (
    <>
      <Box visibleFrom="xs" style={{ flex: 1, maxWidth: 480 }} mih={FIELD_HEIGHT}>
        {painted && wide && (
          <Suspense fallback={null}>
            <SearchBox {...props} onOpen={open} />
          </Suspense>
        )}
      </Box>
      <ActionIcon hiddenFrom="xs" variant="subtle" color="gray" size="lg" aria-label={props.placeholder} onClick={dialog.open}>
        <IconSearch size={20} />
      </ActionIcon>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <SearchDialog {...props} opened={opened} onClose={dialog.close} onOpen={open} />
        </Suspense>
      )}
    </>
  );
}
