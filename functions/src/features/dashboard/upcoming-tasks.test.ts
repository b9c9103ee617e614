import { describe, expect, it } from 'vitest';
import { buildTasks, type TaskInputs } from './upcoming-tasks.js';

const NOW = Date.UTC(2026, 10, 21);
const inDays = (n: number) => new Date(NOW + n * 86_400_000).toISOString();

const quiet: TaskInputs = {
  subscriptionStatus: 'ACTIVE',
  subscriptionEndDate: inDays(20),
  expiringAccess: 0,
  firstAccessExpiry: null,
  pendingInvitations: 0,
  draftLessons: 0,
  draftCourses: 0,
};

describe('buildTasks', () => {
  it('has nothing to do for a paid-up tutor with no deadlines or drafts', () => {
    expect(buildTasks(quiet, NOW)).toEqual([]);
  });

  it('asks for a renewal within 7 days of the end date, and whenever the subscription is not active', () => {
    expect(buildTasks({ ...quiet, subscriptionEndDate: inDays(7) }, NOW)).toEqual([
      { type: 'subscription_renewal', count: 1, dueAt: inDays(7) },
    ]);
    expect(buildTasks({ ...quiet, subscriptionEndDate: inDays(8) }, NOW)).toEqual([]);
    expect(buildTasks({ ...quiet, subscriptionStatus: 'INACTIVE', subscriptionEndDate: null }, NOW)).toEqual([
      { type: 'subscription_renewal', count: 1, dueAt: null },
    ]);
  });

  it('lists expiring access, pending invitations and drafts with their counts, most urgent first', () => {
    const tasks = buildTasks(
      { ...quiet, expiringAccess: 2, firstAccessExpiry: inDays(5), pendingInvitations: 1, draftLessons: 3, draftCourses: 1 },
      NOW,
    );
    expect(tasks).toEqual([
      { type: 'expiring_access', count: 2, dueAt: inDays(5) },
      { type: 'pending_invitations', count: 1, dueAt: null },
      { type: 'draft_lessons', count: 3, dueAt: null },
      { type: 'draft_courses', count: 1, dueAt: null },
    ]);
  });
});
