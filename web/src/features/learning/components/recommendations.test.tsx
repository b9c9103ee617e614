import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Recommendations } from './recommendations';
import { courseFixture, lessonFixture } from '@/testing/learning-fixtures';
import { readyLearning, renderWithLearning } from '@/testing/render-learning';

const recommendations = () => within(screen.getByRole('region', { name: 'Recommendations' }));

describe('Recommendations when there is nothing to open next', () => {
  it('says no lesson is published yet, not "well done", while the courses given have no lessons', () => {
    const python = courseFixture('py', []);
    renderWithLearning(readyLearning({ courses: [python], lessons: [] }), <Recommendations />);
    expect(recommendations().getByText('Your teacher has not published any lessons in your courses yet.')).toBeTruthy();
    expect(screen.queryByText(/Well done/)).toBeNull();
  });

  it('says "well done" once every published lesson is finished', () => {
    const python = courseFixture('py', [lessonFixture('p1', 'py', 'completed')]);
    renderWithLearning(readyLearning({ courses: [python], lessons: python.lessons }), <Recommendations />);
    expect(recommendations().getByText('You have finished every lesson you can open. Well done!')).toBeTruthy();
  });
});
