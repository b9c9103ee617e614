import { Badge, Skeleton } from '@mantine/core';

/** How many items a list shows; a placeholder while it loads ('0 courses' would be wrong). */
export function CountBadge({ loading, label }: { loading: boolean; label: string }) {
  if (loading) return <Skeleton h={26} w={96} radius="xl" />;
  return (
    <Badge variant="light" size="lg">
      {label}
    </Badge>
  );
}
