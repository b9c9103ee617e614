import { Paper, Skeleton, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props<T> {
  title: string;
  /** undefined while loading. */
  items: T[] | undefined;
  empty: string;
  renderItem: (item: T) => ReactNode;
  gap?: MantineSpacing;
  /** Marks the list once it has items (tests wait for loaded data with it). */
  listTestId?: string;
  /** Stretch to the height of its row. */
  fill?: boolean;
  /** Skeleton rows while loading: as many as the list usually shows, so the page does not jump when it loads. */
  skeletonRows?: number;
}

/** A tutor-home panel: a title over a list, with skeletons while loading and a sentence when empty. */
export function Panel<T>({ title, items, empty, renderItem, gap = 'md', listTestId, fill, skeletonRows = 2 }: Props<T>) {
  return (
    <Paper p="lg" radius="lg" withBorder h={fill ? '100%' : undefined}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {!items ? (
        <Stack>
          {Array.from({ length: skeletonRows }, (_, i) => (
            <Skeleton key={i} h={40} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap={gap} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid={listTestId}>
          {items.map(renderItem)}
        </Stack>
      )}
    </Paper>
  );
}
