import { act, screen } from '@testing-library/react';
import type { TDashboardActivity } from '@shared/schemas/dashboard';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';
import { RecentActivities } from './recent-activities';

const payment = (metadata: TDashboardActivity['metadata']): TDashboardActivity => ({
  id: `a-${Object.keys(metadata).length}`,
  type: 'payment',
  title: 'Annual subscription paid (LKR 55000.00)',
  createdAt: new Date().toISOString(),
  studentProfile: null,
  metadata,
});

describe('a payment in Recent Activities', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it("names the plan and the price in the reader's language", async () => {
    await act(() => i18n.changeLanguage('ta'));
    renderRoutes([
      { path: '/', element: <RecentActivities activity={[payment({ plan: 'annual', amount: 55000, currency: 'LKR' })]} /> },
    ]);
    const detail = await screen.findByText(/^வருடாந்திரத் திட்டம் · /);
    expect(detail.textContent).toMatch(/55,000\.00/);
    expect(screen.getByText('சந்தாக் கட்டணம் பெறப்பட்டது')).toBeTruthy();
    expect(screen.queryByText(/subscription paid/)).toBeNull();
  });

  it('shows the stored title for a payment recorded without its plan and price', async () => {
    renderRoutes([{ path: '/', element: <RecentActivities activity={[payment({})]} /> }]);
    expect(await screen.findByText('Annual subscription paid (LKR 55000.00)')).toBeTruthy();
  });
});
