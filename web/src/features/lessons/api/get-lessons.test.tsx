import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiAnswers } from '@/testing/api-answers';
import { lessonFixture } from '@/testing/lesson-fixture';
import { jsonResponse } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { LessonBadges } from '../components/lesson-badges';
import { useLessons } from './get-lessons';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));

const PATH = '/lessons/tutors/t1';

const videoLesson = (id: string, videoFailed: boolean) => lessonFixture(id, { type: 'video', status: 'processing', videoFailed });

function LessonStatuses() {
  const lessons = useLessons('t1').data?.lessons ?? [];
  return lessons.map((lesson) => <LessonBadges key={lesson.id} lesson={lesson} />);
}

describe("the tutor's lessons while a video is being published", () => {
  const fetchMock = mockApiAnswers('t1', [PATH]);
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('says a video that could not be published failed, and stops looking for news of it', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { lessons: [videoLesson('l1', true)] })));
    renderRoutes([{ path: '/', element: <LessonStatuses /> }]);
    expect(await screen.findByText('Publishing failed')).toBeTruthy();
    expect(screen.queryByText('Processing')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows Processing for a video on its way, and looks again every 10 seconds', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { lessons: [videoLesson('l2', false)] })));
    renderRoutes([{ path: '/', element: <LessonStatuses /> }]);
    expect(await screen.findByText('Processing')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
