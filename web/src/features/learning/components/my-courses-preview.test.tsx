import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyCoursesPreview } from './my-courses-preview';
import type { LearningCourse } from '../model/learning-types';
import { STUDENT_SESSION_CHECKING, type Learning } from '../student-session';
import { forgetLastSeenUnlessOf } from '@/lib/last-seen';
import { setSignedInUid } from '@/lib/signed-in-uid';
import { courseFixture, lessonFixture } from '@/testing/learning-fixtures';
import { readyLearning, renderWithLearning } from '@/testing/render-learning';

const python = courseFixture('py', [lessonFixture('p1', 'py', 'completed'), lessonFixture('p2', 'py', 'not_started')]);
const design = { ...courseFixture('ux', [lessonFixture('u1', 'ux', 'not_started')]), imageSrc: '/api/courses/ux/image?v=1' };
const loading = STUDENT_SESSION_CHECKING.learning;
const ready = (courses: LearningCourse[]) => readyLearning({ courses });

const renderPreview = (learning: Learning) => renderWithLearning(learning, <MyCoursesPreview />);

const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('My Courses on the student home', () => {
  afterEach(() => {
    localStorage.clear();
    setSignedInUid('');
  });

  it('shows a returning student the cards this device last showed while their data loads', async () => {
    setSignedInUid('student-1');
    renderPreview(ready([design, python])).unmount();

    renderPreview(loading);
    expect(cardTitles()).toEqual(['UI/UX Design', 'Python Programming']);
    // The first card's image is the page's largest content: fetched at once and first.
    const image = await screen.findByRole('img', { name: 'UI/UX Design' });
    expect([image.getAttribute('src'), image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual([
      '/api/courses/ux/image?v=1',
      'eager',
      'high',
    ]);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/student-dashboard/lessons?lesson=p2');
  });

  it('shows the live cards once the data answers, and keeps those for next time', () => {
    setSignedInUid('student-1');
    renderPreview(ready([python])).unmount();
    renderPreview(ready([design])).unmount();

    renderPreview(loading);
    expect(cardTitles()).toEqual(['UI/UX Design']);
  });

  it('shows placeholders, not another student’s courses, to someone new on the device', () => {
    setSignedInUid('student-1');
    renderPreview(ready([python])).unmount();
    forgetLastSeenUnlessOf('student-2');

    renderPreview(loading);
    expect(cardTitles()).toEqual([]);
    expect(document.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
    expect(localStorage.length).toBe(0);
  });

  it('offers View all once there are more courses than the home shows', () => {
    setSignedInUid('student-1');
    renderPreview(ready(['a', 'b', 'c', 'd'].map((id) => ({ ...python, id })))).unmount();

    renderPreview(loading);
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/student-dashboard/courses');
  });
});
