import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../api/use-notifications';
import { NotificationsButton } from './notifications-button';
import { renderRoutes } from '@/testing/test-utils';
import { UnsavedPage } from '@/testing/unsaved-page';

vi.mock('../api/use-notifications', () => ({ useNotifications: vi.fn() }));

const answer = (status: 'loading' | 'success' | 'error') =>
  vi.mocked(useNotifications).mockReturnValue({
    status,
    items: [],
    unread: 0,
    unreadMayBeMore: false,
    markRead: () => Promise.resolve(),
    markAllRead: () => Promise.resolve(),
  });

const openBell = () => {
  renderRoutes([{ path: '/', element: <NotificationsButton /> }]);
  fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
};

/** One unread notice that leads to the Students screen. */
const kasunJoined = () => ({
  id: 'n1',
  type: 'invitation_accepted',
  title: 'New student',
  body: 'Kasun accepted your invitation.',
  link: '/tutor-dashboard/students',
  params: { studentName: 'Kasun' },
  createdAt: new Date(),
  read: false,
});

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

  it('shows 9+ when all ten notices it loads are unread, as more may wait beyond them', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ ...kasunJoined(), id: `n${i}` }));
    vi.mocked(useNotifications).mockReturnValue({
      status: 'success',
      unread: 10,
      unreadMayBeMore: true,
      markRead: () => Promise.resolve(),
      markAllRead: () => Promise.resolve(),
      items,
    });
    renderRoutes([{ path: '/', element: <NotificationsButton /> }]);
    expect(screen.getByRole('button', { name: 'Notifications (more than 9 unread)' })).toBeTruthy();
    expect(screen.getByText('9+')).toBeTruthy();
  });

  it('takes the keyboard into the list when it opens and back to the bell when it closes', async () => {
    vi.mocked(useNotifications).mockReturnValue({
      status: 'success',
      unread: 1,
      unreadMayBeMore: false,
      markRead: () => Promise.resolve(),
      markAllRead: () => Promise.resolve(),
      items: [kasunJoined()],
    });
    renderRoutes([{ path: '/', element: <NotificationsButton /> }]);
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    bell.focus();
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  describe('over a page with unsaved work', () => {
    const markRead = vi.fn(() => Promise.resolve());
    const openNotice = async () => {
      vi.mocked(useNotifications).mockReturnValue({
        status: 'success',
        unread: 1,
        unreadMayBeMore: false,
        markRead,
        markAllRead: () => Promise.resolve(),
        items: [kasunJoined()],
      });
      const view = renderRoutes([
        {
          path: '/',
          element: (
            <>
              <NotificationsButton />
              <UnsavedPage />
            </>
          ),
        },
        { path: '/tutor-dashboard/students', element: <h1>Students</h1> },
      ]);
      fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
      fireEvent.click(await screen.findByRole('button', { name: /Kasun accepted your invitation/ }));
      // Read once seen, whether or not its page is opened.
      expect(markRead).toHaveBeenCalledWith(['n1']);
      return view;
    };

    it('asks before opening its page, and stays when told to', async () => {
      const { location } = await openNotice();
      fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
      expect(location().pathname).toBe('/');
      expect(screen.getByText('Unsaved lesson')).toBeTruthy();
    });

    it('opens its page once told to leave', async () => {
      await openNotice();
      fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { name: 'Students' })).toBeTruthy();
    });
  });
});
