import { Text } from '@mantine/core';
import { hasRichText } from '@shared/rich-text';
import { useTranslation } from 'react-i18next';
import type { RichTextViewSlot } from '@/components/rich-text-slots';

/** The lesson's rich text, or spec §2's 'No content has been added to this lesson yet.' */
export function LessonContent({ html, RichText }: { html: string; RichText: RichTextViewSlot }) {
  const { t } = useTranslation('lessons');
  if (!hasRichText(html)) return <Text c="dimmed">{t('noContent')}</Text>;
  return <RichText html={html} />;
}
