import { Modal } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';

describe('close buttons', () => {
  afterEach(async () => {
    notifications.clean();
    await act(() => i18n.changeLanguage('en'));
  });

  it("name every dialog's and toast's × for a screen reader, in the reader's language", async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <Modal opened onClose={() => undefined} title="Remove this student?">
              body
            </Modal>
          </>
        ),
      },
    ]);
    act(() => void notifications.show({ title: 'Student Removed', message: 'Kasun is no longer in your class.' }));
    expect(await screen.findAllByRole('button', { name: 'Close' })).toHaveLength(2);

    await act(() => i18n.changeLanguage('si'));
    expect(screen.getAllByRole('button', { name: 'වසන්න' })).toHaveLength(2);
  });
});
