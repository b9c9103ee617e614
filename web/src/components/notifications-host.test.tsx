import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationsHost } from '@/components/notifications-host';
import { renderRoutes } from '@/testing/test-utils';

describe('notifications host', () => {
  it('mounts the container only for the first notification, which still shows', async () => {
    renderRoutes([{ path: '/', element: <NotificationsHost position="top-right" /> }]);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ title: 'Sign-in failed', message: 'popup closed' });
    });
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
