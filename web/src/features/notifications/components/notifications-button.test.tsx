import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../api/use-notifications';
import { NotificationsButton } from './notifications-button';
import { renderRoutes } from '@/testing/test-utils';

vi.mock('../api/use-notifications', () => ({ useNotifications: vi.fn() }));

const answer = (status: 'loading' | 'success' | 'error') =>
  vi.mocked(useNotifications).mockReturnValue({ status, items: [], unread: 0, markRead: () => Promise.resolve() });

const openBell = () => {
  renderRoutes([{ path: '/', element: <NotificationsButton /> }]);
  fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
};

describe('the notification bell', () => {
  it('says there are none yet when the list is empty', () => {
    answer('success');
    openBell();
    expect(screen.getByText('No notifications yet.')).toBeTruthy();
  });

  it('says the notifications could not be loaded when the listener fails, not that there are none', () => {
    answer('error');
    openBell();
    expect(screen.getByRole('alert').textContent).toBe('Your notifications could not be loaded. Reload the page to try again.');
    expect(screen.queryByText('No notifications yet.')).toBeNull();
  });
});
