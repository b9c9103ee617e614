import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LessonCatalog } from './lesson-catalog';
import { LEARNING_LOADING, StudentSessionContext, type Learning } from '../student-session';
import { courseFixture, lessonFixture } from '@/testing/learning-fixtures';
import { readyLearning, renderWithLearning } from '@/testing/render-learning';
import { renderRoutes } from '@/testing/test-utils';

/** My Lessons with `before` as the student's data until the "access ends" button swaps in `after`. */
function CatalogWhileAccessEnds({ before, after }: { before: Learning; after: Learning }) {
  const [learning, setLearning] = useState(before);
  return (
    <StudentSessionContext value={{ learning }}>
      <button onClick={() => setLearning(after)}>access ends</button>
      <LessonCatalog />
    </StudentSessionContext>
  );
}

describe('My Lessons', () => {
  it('shows no count while the lessons load, then counts them', () => {
    const loading = renderWithLearning(LEARNING_LOADING, <LessonCatalog />);
    expect(screen.queryByText('0 lessons')).toBeNull();
    loading.unmount();

    const lessons = [lessonFixture('p1', 'py', 'not_started'), lessonFixture('p2', 'py', 'completed')];
    renderWithLearning(readyLearning({ courses: [courseFixture('py', lessons)], lessons }), <LessonCatalog />);
    expect(screen.getByText('2 lessons')).toBeTruthy();
  });

  it('shows every course again when the one it was filtered to leaves the list', () => {
    const python = [lessonFixture('p1', 'py', 'not_started'), lessonFixture('p2', 'py', 'completed')];
    const design = [lessonFixture('d1', 'ux', 'not_started')];
    const both = readyLearning({
      courses: [courseFixture('py', python), courseFixture('ux', design)],
      lessons: [...python, ...design],
    });
    const designOnly = readyLearning({ courses: [courseFixture('ux', design)], lessons: design });
    renderRoutes([{ path: '/', element: <CatalogWhileAccessEnds before={both} after={designOnly} /> }]);
    const filter = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Filter by course' });

    fireEvent.change(filter, { target: { value: 'py' } });
    expect(screen.getByText('2 lessons')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'access ends' }));
    expect(filter.value).toBe('');
    expect(screen.getByText('1 lesson')).toBeTruthy();
    expect(screen.getByText('Lesson d1')).toBeTruthy();
  });
});
