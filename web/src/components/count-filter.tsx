import { Badge, Group } from '@mantine/core';

export interface CountFilterOption<K extends string> {
  key: K;
  label: string;
}

/** The count badges above a list (spec §2: All (n), Active (n)); each also filters the list. */
export function CountFilter<K extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: CountFilterOption<K>[];
  value: K;
  onChange: (key: K) => void;
  /** What the badges filter, for screen readers. */
  label: string;
}) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {options.map((option) => (
        <Badge
          key={option.key}
          component="button"
          type="button"
          size="lg"
          radius="sm"
          variant={value === option.key ? 'filled' : 'light'}
          aria-pressed={value === option.key}
          onClick={() => onChange(option.key)}
          style={{ cursor: 'pointer', textTransform: 'none' }}
        >
          {option.label}
        </Badge>
      ))}
    </Group>
  );
}
