import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled panel of the student pages, with an optional action beside the title. */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="lg" withBorder component="section">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
