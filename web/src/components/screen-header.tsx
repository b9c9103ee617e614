import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's heading: the title (smaller on phones), a dimmed subtitle, and its main action on the right. */
export function ScreenHeader({ title, subtitle, action }: { title: string; subtitle: string; action?: ReactNode }) {
  const heading = (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
  if (!action) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      {heading}
      {action}
    </Group>
  );
}
