import { screen, within } from '@testing-library/react';
import type { TInvitation } from '@shared/schemas/invitations';
import { describe, expect, it, vi } from 'vitest';
import { mockApiAnswers } from '@/testing/api-answers';
import { jsonResponse } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { InvitationHistory } from './invitation-history';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));

const DAY_MS = 24 * 60 * 60 * 1000;
const invitation = (email: string, status: TInvitation['status'], expiresInDays: number): TInvitation => ({
  id: email,
  email,
  status,
  invitedAt: new Date(Date.now() - 20 * DAY_MS).toISOString(),
  acceptedAt: null,
  rejectedAt: null,
  expiresAt: new Date(Date.now() + expiresInDays * DAY_MS).toISOString(),
});

describe('Invitation History', () => {
  const fetchMock = mockApiAnswers('t1', ['/invitations/t1']);

  it('shows a pending invitation whose link has expired as Expired, and one still valid as Pending', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, [invitation('late@example.com', 'PENDING', -6), invitation('fresh@example.com', 'PENDING', 8)]),
    );
    renderRoutes([{ path: '/', element: <InvitationHistory tutorId="t1" /> }]);
    const row = async (email: string) => within((await screen.findByText(email)).closest('li')!);
    expect((await row('late@example.com')).getByText('Expired')).toBeTruthy();
    expect((await row('fresh@example.com')).getByText('Pending')).toBeTruthy();
  });

  it('asks again each time it opens, so an answer given since shows', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [invitation('kasun@example.com', 'PENDING', 8)]));
    const first = renderRoutes([{ path: '/', element: <InvitationHistory tutorId="t1" /> }]);
    expect(await screen.findByText('Pending')).toBeTruthy();
    first.unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, [invitation('kasun@example.com', 'REJECTED', 8)]));
    renderRoutes([{ path: '/', element: <InvitationHistory tutorId="t1" /> }]);
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
