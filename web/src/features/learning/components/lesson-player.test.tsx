import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonPlayer } from './lesson-player';
import { StudentSessionContext, type Learning } from '../student-session';
import { readyLearning } from '@/testing/render-learning';
import { renderRoutes } from '@/testing/test-utils';

const renderPlayer = (learning: Learning, linkedCourseId?: string) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <StudentSessionContext value={{ uid: 's1', learning, saveProgress: () => Promise.resolve() }}>
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
