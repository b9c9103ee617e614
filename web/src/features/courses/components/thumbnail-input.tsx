import { FileInput, Image, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { THUMBNAIL_TYPES, thumbnailTypeProblem } from '@shared/image-types';
import { MAX_COURSE_IMAGE_BYTES } from '@shared/schemas/courses';
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

/** Picks a course thumbnail: a PNG, JPEG, WebP or GIF image (spec §5), at most 5 MB, previewed before upload. */
export function ThumbnailInput({ label, value, onChange, error, required, currentSrc }: Props) {
  const { t } = useTranslation('courses');
  const previewSrc = useObjectUrl(value) ?? currentSrc;

  const choose = (file: File | null) => {
    const problem = file ? thumbnailTypeProblem(file.type) : undefined;
    if (problem) {
      const message = problem === 'unsupported-image' ? t('form.imageKinds') : t('form.onlyImages');
      notifications.show({ color: 'red', title: t('form.invalidFileType'), message });
      return;
    }
    // A valid image that is too big is not the wrong type (spec §5's 'Invalid File Type'): the lesson editor's title for it.
    if (file && file.size > MAX_COURSE_IMAGE_BYTES) {
      notifications.show({ color: 'red', title: t('form.fileRefused'), message: t('form.imageTooLarge') });
      return;
    }
    onChange(file);
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        placeholder={t('form.thumbnailPlaceholder')}
        accept={THUMBNAIL_TYPES.join(',')}
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
