import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deleteLesson } from '@/features/lessons/api/save-lesson';
import { publishVideoAgain } from '@/features/youtube/api/publish-video-again';
import { useApiQuery } from '@/lib/use-api-query';
import { mockApiAnswers } from '@/testing/api-answers';
import { jsonResponse } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { saveCourseAccess } from './save-course-access';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));

const STUDENTS = '/students/tutor/t1';
const LESSONS = '/lessons/tutors/t1';

/** The Students and Lessons screens' lists, as both stay cached while the tutor moves between them. */
function Lists() {
  const students = useApiQuery<{ progress: number }>(STUDENTS);
  const lessons = useApiQuery<{ completionRate: number }>(LESSONS);
  return (
    <>
      <p>{students.data ? `progress ${students.data.progress}%` : 'Loading'}</p>
      <p>{lessons.data ? `completion ${lessons.data.completionRate}%` : 'Loading'}</p>
    </>
  );
}

describe('lists a change affects are fetched again', () => {
  const fetchMock = mockApiAnswers('t1', [STUDENTS, LESSONS]);
  const answers = { progress: 50, completionRate: 20 };
  // apiRequest fetches `/api${path}`, a string.
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => (url as string).endsWith(path)).length;

  it("a deleted lesson changes the students' progress; new course access changes the lessons' completion", async () => {
    fetchMock.mockImplementation((url) => {
      const path = url as string;
      if (path.endsWith(STUDENTS)) return Promise.resolve(jsonResponse(200, { progress: answers.progress }));
      if (path.endsWith(LESSONS)) return Promise.resolve(jsonResponse(200, { completionRate: answers.completionRate }));
      if (path.includes('/courses/access')) return Promise.resolve(jsonResponse(200, {}));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    renderRoutes([{ path: '/', element: <Lists /> }]);
    expect(await screen.findByText('progress 50%')).toBeTruthy();
    expect(await screen.findByText('completion 20%')).toBeTruthy();

    answers.progress = 100;
    await deleteLesson('l1');
    expect(await screen.findByText('progress 100%')).toBeTruthy();
    expect(calls(STUDENTS)).toBe(2);

    // Deleted in another tab already: the same, not an error.
    answers.progress = 75;
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse(404, { code: 'not-found', message: 'Lesson not found.' })),
    );
    await deleteLesson('l1');
    expect(await screen.findByText('progress 75%')).toBeTruthy();

    answers.completionRate = 40;
    await saveCourseAccess('t1', 's1', { expiresAt: Date.now() + 86_400_000, courseIds: ['c1'] });
    expect(await screen.findByText('completion 40%')).toBeTruthy();

    // A failed video published again: the list showed it failed, and it polls only a publishing lesson.
    answers.completionRate = 60;
    fetchMock.mockImplementationOnce(() => Promise.resolve(jsonResponse(200, { jobId: 'j2' })));
    await publishVideoAgain('l1');
    expect(await screen.findByText('completion 60%')).toBeTruthy();
  });
});
