import { Group, Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled panel of the student pages (a region named by its title), with an optional action beside the title. */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="lg" withBorder component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
