import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  title: string;
  body: string;
  /** The safe choice: first, focused, and what Escape and the close button do. */
  stayLabel: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * "Leave and lose something?" before a page with unsaved work is left, or Log out stops an upload.
 * Loaded when first wanted (a modal brings Floating UI), so import it lazily.
 */
export function LeaveConfirmModal({ opened, title, body, stayLabel, leaveLabel, onStay, onLeave }: Props) {
  return (
    <Modal opened={opened} onClose={onStay} title={title} centered>
      <Text>{body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {stayLabel}
        </Button>
        <Button color="red" onClick={onLeave}>
          {leaveLabel}
        </Button>
      </Group>
    </Modal>
  );
}
