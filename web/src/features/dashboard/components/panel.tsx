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
}

/** A tutor-home panel: a title over a list, with skeletons while loading and a sentence when empty. */
export function Panel<T>({ title, items, empty, renderItem, gap = 'md', listTestId, fill }: Props<T>) {
  return (
    <Paper p="lg" radius="lg" withBorder h={fill ? '100%' : undefined}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {!items ? (
        <Stack>
          {[0, 1].map((i) => (
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
