import { Typography, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeForDisplay } from '../sanitize-for-display';
import classes from './rich-text-content.module.css';
import '@mantine/core/styles/Typography.css';

/** Rich text from the API, sanitised again and rendered with readable typography. */
export function RichTextContent({ html, ...box }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  return <Typography {...box} className={classes.content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
