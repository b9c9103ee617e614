import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyCoursesPreview } from './my-courses-preview';
import { ProgressSummary } from './progress-summary';
import { Recommendations } from './recommendations';
import type { Learning } from '../student-session';
import { setSignedInUid } from '@/lib/signed-in-uid';
import { courseFixture, lessonFixture } from '@/testing/learning-fixtures';
import { readyLearning, renderWithLearning } from '@/testing/render-learning';

const onlyExpired = readyLearning({ expired: [{ id: 'ux', name: 'UI/UX Design', expiredAt: new Date(2025, 10, 20) }] });
const ENDED = 'Your access to your courses has ended. Ask your teacher to renew it.';

/** The student home's parts that depend on the courses. */
function renderHome(learning: Learning) {
  return renderWithLearning(
    learning,
    <>
      <ProgressSummary />
      <MyCoursesPreview />
      <Recommendations />
    </>,
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));
/** The progress ring's arcs, once it has loaded (after the first paint). */
const ringArcs = () => waitFor(() => expect(document.querySelectorAll('svg circle').length).toBeGreaterThan(0));
const roundCaps = () => document.querySelectorAll('svg circle[stroke-linecap="round"]').length;

describe('the student home when access to every course has ended', () => {
  afterEach(() => {
    localStorage.clear();
    setSignedInUid('');
  });

  it('says that access has ended in My Courses and Recommendations, not that there are no courses yet', () => {
    setSignedInUid('student-1');
    renderHome(onlyExpired);
    expect(section('My Courses').getByText(ENDED)).toBeTruthy();
    expect(section('My Courses').getByText(/Your access to UI\/UX Design ended on/)).toBeTruthy();
    expect(section('Recommendations').getByText(ENDED)).toBeTruthy();
    expect(screen.queryByText(/You have no courses yet/)).toBeNull();
  });

  it('draws the empty progress ring without a dot', async () => {
    renderHome(onlyExpired);
    await ringArcs();
    expect(roundCaps()).toBe(0);
  });

  it('rounds the ring’s progress arc once there is progress', async () => {
    const python = courseFixture('py', [lessonFixture('p1', 'py', 'completed'), lessonFixture('p2', 'py', 'not_started')]);
    renderHome(readyLearning({ courses: [python], lessons: python.lessons }));
    await ringArcs();
    expect(roundCaps()).toBeGreaterThan(0);
  });
});
