import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApiAnswers } from '@/testing/api-answers';
import { jsonResponse } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { StudentsScreen } from './students-screen';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));

describe('the Students screen when its list cannot be loaded', () => {
  const fetchMock = mockApiAnswers('t1', ['/students/tutor/t1']);

  it('says so with the reason and a way to try again, instead of an empty page', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { code: 'permission-denied', message: 'You do not have access to this data.' }),
    );
    renderRoutes([{ path: '/', element: <StudentsScreen tutorId="t1" inviteButton={null} /> }]);
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('You do not have access to this data.')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No students yet')).toBeTruthy();
  });
});
