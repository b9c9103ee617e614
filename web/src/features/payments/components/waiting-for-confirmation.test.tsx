import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { SLOW_CONFIRMATION_MS, WaitingForConfirmation } from './waiting-for-confirmation';

describe('waiting for the gateway to confirm a payment', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after a while says the confirmation is late and offers a way out', () => {
    vi.useFakeTimers();
    renderRoutes([{ path: '/', element: <WaitingForConfirmation gateway="iPay" /> }]);
    expect(screen.getByText(/Waiting for iPay to confirm your payment/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Return Home' })).toBeNull();

    act(() => {
      vi.advanceTimersByTime(SLOW_CONFIRMATION_MS);
    });
    expect(screen.getByText(/iPay has not confirmed your payment yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });
});
