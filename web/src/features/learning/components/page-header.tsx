import { Text, Title } from '@mantine/core';

export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </div>
  );
}
