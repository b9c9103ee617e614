import { Box, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchBox, type SearchBoxProps } from './search-box';

interface Props extends Omit<SearchBoxProps, 'autoFocus'> {
  opened: boolean;
  onClose: () => void;
}

/** The phone's search: the same field in a dialog (loaded when first opened). */
export function SearchDialog({ opened, onClose, ...box }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened={opened} onClose={onClose} title={t('search.title')} yOffset="8dvh">
      <Box mih={300}>
        <SearchBox {...box} autoFocus />
      </Box>
    </Modal>
  );
}
