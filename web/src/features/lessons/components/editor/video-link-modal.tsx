import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toVideoEmbed } from '@shared/video-links';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Paste a link from YouTube, Vimeo, Dailymotion or Loom (spec §5); it is kept as its embed URL.
 * The lesson form behind stays as it was while this is open.
 */
export function VideoLinkModal({
  opened,
  onClose,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  onSave: (embedUrl: string) => void;
}) {
  const { t } = useTranslation('lessons');
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setLink('');
    setError(undefined);
    onClose();
  };
  const save = () => {
    const embed = toVideoEmbed(link);
    if (!embed) {
      setError(t('videoLink.invalidBody'));
      notifications.show({ color: 'red', title: t('videoLink.invalidTitle'), message: t('videoLink.invalidBody') });
      return;
    }
    onSave(embed.embedUrl);
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('videoLink.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('videoLink.hint')}
          </Text>
          <TextInput
            label={t('videoLink.label')}
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            onChange={(event) => {
              setLink(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('videoLink.cancel')}
            </Button>
            <Button type="submit" disabled={!link.trim()}>
              {t('videoLink.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
