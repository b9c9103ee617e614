import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** 'Back to …' above a course or lesson of the student pages. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={16} />} w="fit-content" px={0}>
      {label}
    </Button>
  );
}
