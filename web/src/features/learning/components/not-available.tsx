import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** Shown instead of a course or lesson the student cannot open (never existed, unpublished, or access ended). */
export function NotAvailable({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Stack maw={720} mx="auto" gap="md">
      <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={16} />} w="fit-content" px={0}>
        {backLabel}
      </Button>
      <Alert color="orange" radius="lg" icon={<IconLock />} title={title}>
        {message}
      </Alert>
    </Stack>
  );
}
