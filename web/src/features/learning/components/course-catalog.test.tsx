import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCatalog } from './course-catalog';
import { LEARNING_LOADING, type Learning } from '../student-session';
import { courseFixture, lessonFixture } from '@/testing/learning-fixtures';
import { readyLearning, renderWithLearning } from '@/testing/render-learning';

const python = courseFixture('py', [lessonFixture('p1', 'py', 'not_started')]);
const design = courseFixture('ux', [lessonFixture('u1', 'ux', 'not_started')]);
const renderCatalog = (learning: Learning) => renderWithLearning(learning, <CourseCatalog />);

const search = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Search by title, instructor or category...' }), {
    target: { value: text },
  });
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('My Courses', () => {
  it('counts the courses the search shows', () => {
    renderCatalog(readyLearning({ courses: [python, design] }));
    expect(screen.getByText('2 courses')).toBeTruthy();

    search('python');
    expect(cardTitles()).toEqual(['Python Programming']);
    expect(screen.getByText('1 course')).toBeTruthy();

    search('no such course');
    expect(screen.getByText('No courses match your search.')).toBeTruthy();
    expect(screen.getByText('0 courses')).toBeTruthy();
  });

  it('shows no count while the courses load', () => {
    renderCatalog(LEARNING_LOADING);
    expect(screen.queryByText('0 courses')).toBeNull();
  });

  it('says that access has ended, not that there are no courses yet, when every course’s access has ended', () => {
    renderCatalog(readyLearning({ expired: [{ id: 'ux', name: 'UI/UX Design', expiredAt: new Date(2025, 10, 20) }] }));
    expect(screen.getByText(/Your access to UI\/UX Design ended on/)).toBeTruthy();
    expect(screen.getByText('Your access to your courses has ended. Ask your teacher to renew it.')).toBeTruthy();
    expect(screen.queryByText(/You have no courses yet/)).toBeNull();
  });

  it('tells a student without any course that their teacher will give them access', () => {
    renderCatalog(readyLearning({}));
    expect(screen.getByText('You have no courses yet. Your teacher will give you access to their courses.')).toBeTruthy();
  });
});
