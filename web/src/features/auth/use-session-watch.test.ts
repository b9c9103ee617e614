import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/features/auth/api/get-session';
import { useSessionWatch } from '@/features/auth/use-session-watch';
import { SESSION_EXPIRED_EVENT } from '@/lib/session-expired-event';

const user = { getIdTokenResult: vi.fn(() => Promise.resolve({})) };
vi.mock('reactfire', () => ({ useAuth: () => ({ currentUser: user }) }));
vi.mock('@/features/auth/api/get-session', () => ({ getSession: vi.fn() }));

const SERVER_NOW = Date.parse('2026-11-27T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Watches a session the server accepts for `msLeft` more, on a device whose clock is `skewMs` off. */
async function watch(msLeft: number, skewMs: number) {
  vi.setSystemTime(SERVER_NOW + skewMs);
  vi.mocked(getSession).mockResolvedValue({
    uid: 's1',
    role: 'student',
    expiresAt: new Date(SERVER_NOW + msLeft).toISOString(),
    now: new Date(SERVER_NOW).toISOString(),
  });
  const expired = vi.fn();
  window.addEventListener(SESSION_EXPIRED_EVENT, expired);
  renderHook(() => useSessionWatch());
  await act(() => vi.advanceTimersByTimeAsync(0));
  return expired;
}

describe('the session watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not end a session early on a device whose clock runs 8 days ahead', async () => {
    const expired = await watch(6 * DAY_MS, 8 * DAY_MS);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(expired).not.toHaveBeenCalled();
  });

  it('ends it when the time the server gave runs out, on a device whose clock runs behind', async () => {
    const expired = await watch(45_000, -3 * DAY_MS);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(expired).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(expired).toHaveBeenCalledOnce();
  });
});
