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
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }} maw={480} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color={color} variant="light">
            {icon}
          </ThemeIcon>
          {/* A long Sinhala or Tamil word must not overflow a phone's card. */}
          <Title order={1} fz={{ base: 'h3', xs: 'h2' }} maw="100%" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {typeof body === 'string' ? <Text c="dimmed">{body}</Text> : body}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
