import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure with its label and icon (the stat cards of the detail screens). */
export function StatCard({
  label,
  value,
  icon,
  color = 'blue',
  detail,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
  /** A smaller line under the figure ("3 published" under a lesson count). */
  detail?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {/* Figures are large; a name (e.g. a course) is set smaller so it does not tower over the row. */}
          <Text fw={700} fz={typeof value === 'string' && value.length > 14 ? 'md' : 'xl'} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
