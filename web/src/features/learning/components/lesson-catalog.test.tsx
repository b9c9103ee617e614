import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonCatalog } from './lesson-catalog';
import { LEARNING_LOADING } from '../student-session';
import { courseFixture, lessonFixture } from '@/testing/learning-fixtures';
import { readyLearning, renderWithLearning } from '@/testing/render-learning';

describe('My Lessons', () => {
  it('shows no count while the lessons load, then counts them', () => {
    const loading = renderWithLearning(LEARNING_LOADING, <LessonCatalog />);
    expect(screen.queryByText('0 lessons')).toBeNull();
    loading.unmount();

    const lessons = [lessonFixture('p1', 'py', 'not_started'), lessonFixture('p2', 'py', 'completed')];
    renderWithLearning(readyLearning({ courses: [courseFixture('py', lessons)], lessons }), <LessonCatalog />);
    expect(screen.getByText('2 lessons')).toBeTruthy();
  });
});
