import { Anchor, Stack, Text } from '@mantine/core';
import { richTextToPlain, truncatePlain } from '@shared/rich-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextViewSlot } from '@/components/rich-text-slots';

/** Spec §4/§9: the first 200 characters (plain text, with an ellipsis) until Read More shows it all. */
export const DESCRIPTION_PREVIEW_LENGTH = 200;

export function DescriptionPreview({ html, RichText }: { html: string; RichText: RichTextViewSlot }) {
  const { t } = useTranslation('courses');
  const [expanded, setExpanded] = useState(false);
  const plain = richTextToPlain(html);
  if (plain.length <= DESCRIPTION_PREVIEW_LENGTH) return <RichText html={html} />;
  return (
    <Stack gap={4} align="flex-start">
      {expanded ? <RichText html={html} /> : <Text c="dimmed">{truncatePlain(plain, DESCRIPTION_PREVIEW_LENGTH)}</Text>}
      <Anchor component="button" type="button" fw={600} onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
        {expanded ? t('detail.showLess') : t('detail.readMore')}
      </Anchor>
    </Stack>
  );
}
