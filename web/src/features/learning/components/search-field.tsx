import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The search box of My Courses and My Lessons (its placeholder is also its label). */
export function SearchField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={label}
      aria-label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      style={{ flex: '1 1 260px', maxWidth: 480 }}
    />
  );
}
