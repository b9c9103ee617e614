import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCatalog } from './course-catalog';
import { STUDENT_SESSION_CHECKING, StudentSessionContext, type Learning } from '../student-session';
import { courseFixture, lessonFixture } from '@/testing/learning-fixtures';
import { renderRoutes } from '@/testing/test-utils';

const python = courseFixture('py', [lessonFixture('p1', 'py', 'not_started')]);
const design = courseFixture('ux', [lessonFixture('u1', 'ux', 'not_started')]);
const ready = (learning: Partial<Learning>): Learning => ({ ...STUDENT_SESSION_CHECKING.learning, status: 'ready', ...learning });

function renderCatalog(learning: Learning) {
  return renderRoutes([
    {
      path: '/',
      element: (
        <StudentSessionContext value={{ learning }}>
          <CourseCatalog />
        </StudentSessionContext>
      ),
    },
  ]);
}

const search = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Search by title, instructor or category...' }), {
    target: { value: text },
  });
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('My Courses', () => {
  it('counts the courses the search shows', () => {
    renderCatalog(ready({ courses: [python, design] }));
    expect(screen.getByText('2 courses')).toBeTruthy();

    search('python');
    expect(cardTitles()).toEqual(['Python Programming']);
    expect(screen.getByText('1 course')).toBeTruthy();

    search('no such course');
    expect(screen.getByText('No courses match your search.')).toBeTruthy();
    expect(screen.getByText('0 courses')).toBeTruthy();
  });

  it('says that access has ended, not that there are no courses yet, when every course’s access has ended', () => {
    renderCatalog(ready({ expired: [{ id: 'ux', name: 'UI/UX Design', expiredAt: new Date(2025, 10, 20) }] }));
    expect(screen.getByText(/Your access to UI\/UX Design ended on/)).toBeTruthy();
    expect(screen.getByText('Your access to your courses has ended. Ask your teacher to renew it.')).toBeTruthy();
    expect(screen.queryByText(/You have no courses yet/)).toBeNull();
  });

  it('tells a student without any course that their teacher will give them access', () => {
    renderCatalog(ready({}));
    expect(screen.getByText('You have no courses yet. Your teacher will give you access to their courses.')).toBeTruthy();
  });
});
