import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifications, notifications } from '@mantine/notifications';
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

describe('removing a student from the Students screen', () => {
  const fetchMock = mockApiAnswers('t1', ['/students/tutor/t1']);
  // The toast store outlives a test's render.
  beforeEach(() => notifications.clean());
  const renderScreenWithToasts = () =>
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <StudentsScreen tutorId="t1" inviteButton={null} />
          </>
        ),
      },
    ]);
  const student = (id: string, name: string) => ({
    id,
    name,
    email: `${id}@example.com`,
    phone: '',
    avatarUrl: '/default-avatar.svg',
    status: 'inactive',
    inviteStatus: 'accepted',
    enrolledAt: '2026-01-10T00:00:00.000Z',
    lastActive: null,
    progress: 0,
    enrolledCourses: [],
  });

  it('asks first, saying what the student loses and that their place frees up, then lists the class without them', async () => {
    let listed = [student('s1', 'Kasun Silva'), student('s2', 'Nadee Perera')];
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'DELETE') {
        listed = listed.filter((s) => !(url as string).endsWith(`/students/${s.id}`));
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(jsonResponse(200, listed));
    });
    renderScreenWithToasts();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Kasun Silva' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove this student?' });
    expect(within(dialog).getByText(/Kasun Silva will lose access to your courses at once/)).toBeTruthy();
    expect(within(dialog).getByText(/no longer count towards your plan's 50 students/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove student' }));

    expect(await screen.findByText('Kasun Silva is no longer in your class.')).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => url)).toEqual([expect.stringMatching(/\/api\/tutors\/dashboard\/t1\/students\/s1$/)]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kasun Silva' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Nadee Perera' })).toBeTruthy();
  });

  it('says the student is removed when another tab removed them already, and closes the dialog on the class without them', async () => {
    let deleted = false;
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? jsonResponse(404, {
              code: 'not-found',
              message: 'This student is not in your class.',
              reason: 'student-not-enrolled',
            })
          : jsonResponse(200, deleted ? [] : [student('s1', 'Kasun Silva')]),
      ),
    );
    renderScreenWithToasts();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Kasun Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this student?' });
    deleted = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove student' }));
    expect(await screen.findByText('Kasun Silva is no longer in your class.')).toBeTruthy();
    expect(screen.queryByText('Student Not Removed')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('No students yet')).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the removal could not finish, so the tutor can try again', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? jsonResponse(503, {
              code: 'unavailable',
              message: 'The student was removed, but not all their progress was deleted. Please try again.',
              reason: 'removal-incomplete',
            })
          : jsonResponse(200, [student('s1', 'Kasun Silva')]),
      ),
    );
    renderScreenWithToasts();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Kasun Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this student?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove student' }));
    expect(await screen.findByText('Student Not Removed')).toBeTruthy();
    expect(screen.getByText('The student was removed, but not all their progress was deleted. Please try again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove student' })).toBeTruthy();
  });

  it('gives the focus back to the card button the dialog was opened from when it closes', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, [student('s1', 'Kasun Silva')])));
    renderScreenWithToasts();
    const remove = await screen.findByRole('button', { name: 'Remove Kasun Silva' });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this student?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Kasun Silva' })));
  });
});

describe('the Students screen filtered by status', () => {
  const fetchMock = mockApiAnswers('t1', ['/students/tutor/t1']);

  it('says no student has that status when nothing was searched, and that the search found none when it was', async () => {
    const active = { id: 's1', name: 'Kasun Silva', email: 's1@example.com', phone: '', avatarUrl: '/default-avatar.svg' };
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, [
        {
          ...active,
          status: 'active',
          inviteStatus: 'accepted',
          enrolledAt: '2026-01-10T00:00:00.000Z',
          lastActive: null,
          progress: 0,
          enrolledCourses: [],
        },
      ]),
    );
    renderRoutes([{ path: '/', element: <StudentsScreen tutorId="t1" inviteButton={null} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Inactive (0)' }));
    expect(screen.getByText('No inactive students.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search students by name or email...' }), {
      target: { value: 'nimal' },
    });
    expect(screen.getByText('No students match your search.')).toBeTruthy();
  });
});
