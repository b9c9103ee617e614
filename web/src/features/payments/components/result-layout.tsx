import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  color: string;
  title: string;
  body: ReactNode;
  children?: ReactNode;
}

/** The card both checkout result pages show: an icon, a heading, a line of text and the actions. */
export function ResultLayout({ icon, color, title, body, children }: Props) {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color={color} variant="light">
            {icon}
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {typeof body === 'string' ? <Text c="dimmed">{body}</Text> : body}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
