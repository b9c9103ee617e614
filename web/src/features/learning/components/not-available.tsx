import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { BackLink } from './back-link';

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
      <BackLink to={backTo} label={backLabel} />
      <Alert color="orange" radius="lg" icon={<IconLock />} title={title}>
        {message}
      </Alert>
    </Stack>
  );
}
