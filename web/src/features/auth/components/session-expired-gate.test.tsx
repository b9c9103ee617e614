import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionExpiredGate } from '@/features/auth/components/session-expired-gate';
import { SESSION_EXPIRED_EVENT } from '@/lib/session-expired-event';
import { renderRoutes } from '@/testing/test-utils';

describe('session expired gate', () => {
  it('shows nothing until a session expires, then the modal that only Login Again answers', async () => {
    renderRoutes([{ path: '/', element: <SessionExpiredGate /> }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    });
    expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login Again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });
});
