import { act, screen } from '@testing-library/react';
import type { TLessonSummary } from '@shared/schemas/lessons';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiAnswers } from '@/testing/api-answers';
import { jsonResponse } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { LessonBadges } from '../components/lesson-badges';
import { useLessons } from './get-lessons';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));

const PATH = '/lessons/tutors/t1';

const videoLesson = (id: string, videoFailed: boolean): TLessonSummary => ({
  id,
  tutorId: 't1',
  course: { id: 'c1', name: 'Python Basics' },
  title: `Lesson ${id}`,
  description: '',
  type: 'video',
  duration: '20 minutes',
  status: 'processing',
  videoFailed,
  views: 0,
  completion: 0,
  videoUrl: null,
  youtubeVideoId: null,
  thumbnailUrl: null,
  excerpt: '',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

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
