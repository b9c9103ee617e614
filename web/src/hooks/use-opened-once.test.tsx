import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './use-opened-once';
import { renderRoutes } from '@/testing/test-utils';

/** A dialog mounted when first opened, as the screens mount their lazily loaded dialogs. */
function LazyDialog() {
  const [opened, { open, close }] = useDisclosure(false);
  const loaded = useOpenedOnce(opened);
  return (
    <>
      <Button onClick={open}>Edit Course</Button>
      {loaded && (
        <Modal opened={opened} onClose={close} title="Update Course" transitionProps={{ duration: 0 }}>
          <input aria-label="Course title" data-autofocus />
        </Modal>
      )}
    </>
  );
}

async function openAndClose(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('a dialog mounted when first opened', () => {
  it('gives the keyboard back to the button it was opened from, the first time as every later time', async () => {
    renderRoutes([{ path: '/', element: <LazyDialog /> }]);
    const button = screen.getByRole('button', { name: 'Edit Course' });
    await openAndClose(button);
    await waitFor(() => expect(document.activeElement).toBe(button));
    button.blur();
    await openAndClose(button);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
