import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import type { TLessonType } from '@shared/schemas/lesson-rules';
import { toVideoEmbed } from '@shared/video-links';
import { useTranslation } from 'react-i18next';
import { LESSON_TYPE_ICONS } from '../lesson-format';

interface Props {
  title: string;
  type: TLessonType;
  /** A stored embed URL; embedded only if it still passes the video-link check. */
  videoUrl: string | null;
  thumbnailSrc?: string;
  /** A video file chosen on this device and not uploaded yet (the preview). */
  localVideoSrc?: string;
  /** Students see nothing where a lesson has no media; the tutor sees a placeholder. */
  withPlaceholder?: boolean;
}

/** Spec §2: the video embed, else the thumbnail, else a placeholder. */
export function LessonMedia({ title, type, videoUrl, thumbnailSrc, localVideoSrc, withPlaceholder = true }: Props) {
  const { t } = useTranslation('lessons');
  // Students see a video only in a video lesson: a link stored on another type (the API accepted
  // one until it refused them) is not embedded here either, where the tutor would think they see it.
  const embed = type === 'video' && videoUrl ? toVideoEmbed(videoUrl) : null;
  const TypeIcon = LESSON_TYPE_ICONS[type];
  const placeholder = (
    <Center bg="gray.1" h={type === 'video' ? undefined : 120} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Stack align="center" gap={4} c="gray.6">
        <TypeIcon size={40} aria-hidden />
        <Text size="sm">{t('noMedia')}</Text>
      </Stack>
    </Center>
  );
  if (!embed && !localVideoSrc && !thumbnailSrc) {
    if (!withPlaceholder) return null;
    // A text lesson without a picture needs no big empty frame.
    if (type !== 'video') return placeholder;
  }
  return (
    <AspectRatio ratio={16 / 9}>
      {embed ? (
        <iframe
          src={embed.embedUrl}
          title={title}
          style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          allowFullScreen
        />
      ) : localVideoSrc ? (
        <video
          src={localVideoSrc}
          controls
          style={{ borderRadius: 'var(--mantine-radius-md)', background: 'black' }}
          aria-label={title}
        />
      ) : thumbnailSrc ? (
        <Image src={thumbnailSrc} alt={title} radius="md" fit="cover" />
      ) : (
        placeholder
      )}
    </AspectRatio>
  );
}
