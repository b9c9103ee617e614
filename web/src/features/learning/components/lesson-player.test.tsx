import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LessonPlayer } from './lesson-player';
import { StudentSessionContext, type Learning, type SaveProgress } from '../student-session';
import type { ProgressEntry, TProgressStatus } from '../model/learning-types';
import { courseFixture, lessonFixture } from '@/testing/learning-fixtures';
import { readyLearning } from '@/testing/render-learning';
import { renderRoutes } from '@/testing/test-utils';

const renderPlayer = (learning: Learning, linkedCourseId?: string, saveProgress: SaveProgress = () => Promise.resolve()) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <StudentSessionContext value={{ uid: 's1', learning, saveProgress }}>
          <LessonPlayer lessonId="p1" linkedCourseId={linkedCourseId} RichText={({ html }) => <div>{html}</div>} />
        </StudentSessionContext>
      ),
    },
  ]);

const expired = [{ id: 'py', name: 'Python Programming', expiredAt: new Date(2026, 10, 20) }];

describe('a lesson the student can no longer open', () => {
  it('says that access to its course has ended, the course known from the progress record', () => {
    renderPlayer(readyLearning({ expired, progress: [{ lessonId: 'p1', courseId: 'py', status: 'in_progress' }] }));
    expect(screen.getByText('Access ended')).toBeTruthy();
    expect(screen.getByText(/Your access to Python Programming ended on/)).toBeTruthy();
  });

  it('says that access to its course has ended for a lesson never opened, the course named by the link (a New lesson notice)', () => {
    renderPlayer(readyLearning({ expired }), 'py');
    expect(screen.getByText(/Your access to Python Programming ended on/)).toBeTruthy();
  });

  it('says only that it is not available when nothing ties it to an ended course', () => {
    renderPlayer(readyLearning({ expired }));
    expect(screen.getByText('Lesson not available')).toBeTruthy();
    expect(screen.queryByText('Access ended')).toBeNull();
  });
});

describe('what opening a lesson records', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** Lesson p1 of Python Programming with `status`, and its progress record when there is one. */
  const opened = (status: TProgressStatus, entry?: Partial<ProgressEntry>) => {
    const saveProgress = vi.fn<SaveProgress>(() => Promise.resolve());
    const lesson = lessonFixture('p1', 'py', status);
    const progress = entry ? [{ lessonId: 'p1', courseId: 'py', status, ...entry }] : [];
    renderPlayer(
      readyLearning({ courses: [courseFixture('py', [lesson])], lessons: [lesson], progress }),
      undefined,
      saveProgress,
    );
    return saveProgress;
  };

  it('starts a lesson opened for the first time', async () => {
    const saveProgress = opened('not_started');
    await waitFor(() => expect(saveProgress).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }), 'in_progress'));
  });

  it('records the day a started or finished lesson is opened again on a later day, for the streak', async () => {
    const earlier = new Date(Date.now() - 3 * DAY);
    for (const status of ['in_progress', 'completed'] as const) {
      const saveProgress = opened(status, { startedAt: earlier, updatedAt: earlier });
      await waitFor(() => expect(saveProgress).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }), 'opened-again'));
      expect(saveProgress).toHaveBeenCalledTimes(1);
    }
  });

  it('writes nothing when the lesson already counts today', async () => {
    const saveProgress = opened('in_progress', { startedAt: new Date(), updatedAt: new Date() });
    await screen.findByText('Lesson p1');
    expect(saveProgress).not.toHaveBeenCalled();
  });
});
