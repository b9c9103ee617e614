import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessExpiry } from './access-expiry';
import { renderRoutes } from '@/testing/test-utils';

const at = (expiresAt: Date) => renderRoutes([{ path: '/', element: <AccessExpiry expiresAt={expiresAt} /> }]);

describe('AccessExpiry on a course card', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says access ends today on its last day, and counts calendar days before that', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 9, 0), toFake: ['Date'] });
    at(new Date(2026, 10, 21, 23, 59));
    expect(await screen.findByText('Access ends today')).toBeTruthy();
  });

  it('says "in 1 day" for any hour tomorrow, and gives the date when the end is weeks away', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 23, 0), toFake: ['Date'] });
    at(new Date(2026, 10, 22, 8, 0));
    expect(await screen.findByText('Access ends in 1 day')).toBeTruthy();
    at(new Date(2027, 0, 20, 12, 0));
    expect(await screen.findByText('Access until 20 Jan 2027')).toBeTruthy();
  });
});
