import { screen } from '@testing-library/react';
import type { TTutorDashboardResponse } from '@shared/schemas/dashboard';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { forgetApiQuery } from '@/lib/use-api-query';
import { mockApiAnswers } from '@/testing/api-answers';
import { jsonResponse } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { useTutorDashboard } from './get-tutor-dashboard';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));

const PATH = '/tutors/dashboard/t1/dashboard';

const dashboard = (totalStudents: number): TTutorDashboardResponse => ({
  tutor: {
    id: 't1',
    name: 'Nimal Perera',
    email: 'nimal@example.com',
    avatarUrl: '',
    subscriptionStatus: 'ACTIVE',
    subscriptionPlan: 'monthly',
    subscriptionEndDate: '2026-12-19T00:00:00.000Z',
    studentCount: totalStudents,
    lessonCount: 13,
  },
  stats: { totalStudents, activeCourses: 5, totalLessons: 13, completionRate: 46 },
  activity: [],
  tasks: [],
  courseProgress: [],
});

function HomeStats() {
  return <StatCards stats={useTutorDashboard('t1').data?.stats} />;
}

const totalStudents = () => screen.getByText('Total Students').nextElementSibling?.textContent;

describe("the tutor home's data", () => {
  const fetchMock = mockApiAnswers('t1', [PATH]);
  afterEach(() => localStorage.clear());

  /**
   * A visit whose answer arrives (its completion rate on screen, the answer kept on this device), then a
   * new page load, nothing cached in memory, whose answer is `next`.
   */
  async function visitThenReturn(answer: unknown, completionShown: string, next: Promise<Response>) {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, answer));
    const first = renderRoutes([{ path: '/', element: <HomeStats /> }]);
    await screen.findByText(completionShown);
    first.unmount();
    forgetApiQuery(PATH);
    fetchMock.mockReturnValueOnce(next);
    renderRoutes([{ path: '/', element: <HomeStats /> }]);
  }
  const never = () => new Promise<Response>(() => undefined);

  it('shows a returning tutor what this device last showed while the answer is on its way', async () => {
    await visitThenReturn(dashboard(5), '46%', never());
    expect(totalStudents()).toBe('5');
    expect(screen.getByText('46%')).toBeTruthy();
  });

  it('replaces what was kept with the answer when it arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    await visitThenReturn(dashboard(5), '46%', new Promise<Response>((resolve) => (answer = resolve)));
    expect(totalStudents()).toBe('5');
    answer(jsonResponse(200, dashboard(7)));
    await vi.waitFor(() => expect(totalStudents()).toBe('7'));
  });

  it('shows placeholders rather than a kept answer without today’s shape (left by an older version)', async () => {
    const older = dashboard(5);
    await visitThenReturn({ ...older, stats: { ...older.stats, totalStudents: 'five' } }, '46%', never());
    expect(totalStudents()).toBe('–');
  });
});
