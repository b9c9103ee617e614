import { FileInput, Image, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { COURSE_IMAGE_TYPES, MAX_COURSE_IMAGE_BYTES } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@/hooks/use-object-url';

interface Props {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  required?: boolean;
  /** The current image, shown until another is chosen. */
  currentSrc?: string;
}

/** Picks a course thumbnail: images only (spec §5), at most 5 MB, previewed before upload. */
export function ThumbnailInput({ label, value, onChange, error, required, currentSrc }: Props) {
  const { t } = useTranslation('courses');
  const previewSrc = useObjectUrl(value) ?? currentSrc;

  const choose = (file: File | null) => {
    if (file && !file.type.startsWith('image/')) {
      notifications.show({ color: 'red', title: t('form.invalidFileType'), message: t('form.onlyImages') });
      return;
    }
    if (file && file.size > MAX_COURSE_IMAGE_BYTES) {
      notifications.show({ color: 'red', title: t('form.invalidFileType'), message: t('form.imageTooLarge') });
      return;
    }
    onChange(file);
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        placeholder={t('form.thumbnailPlaceholder')}
        accept={COURSE_IMAGE_TYPES.join(',')}
        leftSection={<IconPhoto size={16} aria-hidden />}
        value={value}
        onChange={choose}
        error={error}
        required={required}
        clearable
      />
      {previewSrc && <Image src={previewSrc} alt={t('form.thumbnailPreview')} radius="md" h={120} w={213} fit="cover" />}
    </Stack>
  );
}
