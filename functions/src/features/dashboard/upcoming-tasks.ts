import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { TDashboardTask, TTutorDashboardResponse } from '../../shared/schemas/dashboard.js';
import { DAY_MS } from '../../shared/time.js';
import { countOf } from './dashboard-stats.js';

/** Deadlines this close (a subscription ending, a student's access expiring) become tasks. */
export const TASK_HORIZON_DAYS = 7;

export interface TaskInputs {
  subscriptionStatus: TTutorDashboardResponse['tutor']['subscriptionStatus'];
  subscriptionEndDate: string | null;
  /** Students with access to at least one course ending within the horizon. */
  expiringAccess: number;
  firstAccessExpiry: string | null;
  pendingInvitations: number;
  draftLessons: number;
  draftCourses: number;
}

/** The tasks worth showing, most urgent first; anything with nothing to do is left out. */
export function buildTasks(inputs: TaskInputs, now = Date.now()): TDashboardTask[] {
  const tasks: TDashboardTask[] = [];
  const endMs = inputs.subscriptionEndDate ? Date.parse(inputs.subscriptionEndDate) : null;
  if (inputs.subscriptionStatus !== 'ACTIVE' || (endMs !== null && endMs - now <= TASK_HORIZON_DAYS * DAY_MS)) {
    tasks.push({ type: 'subscription_renewal', count: 1, dueAt: inputs.subscriptionEndDate });
  }
  const counted: [TDashboardTask['type'], number, string | null][] = [
    ['expiring_access', inputs.expiringAccess, inputs.firstAccessExpiry],
    ['pending_invitations', inputs.pendingInvitations, null],
    ['draft_lessons', inputs.draftLessons, null],
    ['draft_courses', inputs.draftCourses, null],
  ];
  for (const [type, count, dueAt] of counted) if (count > 0) tasks.push({ type, count, dueAt });
  return tasks;
}

/**
 * Reads what the tasks are derived from: counts by aggregation, and the grants ending within the
 * horizon (few: a week's worth), whose students are counted once however many courses end.
 */
export async function upcomingTasks(
  tutorId: string,
  tutor: Pick<TaskInputs, 'subscriptionStatus' | 'subscriptionEndDate'>,
  now = Date.now(),
): Promise<TDashboardTask[]> {
  const nowTs = Timestamp.fromMillis(now);
  const expiring = db
    .collection('grants')
    .where('tutorId', '==', tutorId)
    .where('expiresAt', '>', nowTs)
    .where('expiresAt', '<=', Timestamp.fromMillis(now + TASK_HORIZON_DAYS * DAY_MS));
  const [ending, pendingInvitations, draftLessons, draftCourses] = await Promise.all([
    expiring.orderBy('expiresAt').select('studentId', 'expiresAt').get(),
    countOf(
      db
        .collection('invitations')
        .where('tutorId', '==', tutorId)
        .where('status', '==', 'PENDING')
        .where('expiresAt', '>', nowTs),
    ),
    countOf(db.collection('lessons').where('tutorId', '==', tutorId).where('status', '==', 'draft')),
    countOf(db.collection('courses').where('tutorId', '==', tutorId).where('status', '==', 'draft')),
  ]);
  const firstExpiry = ending.docs[0]?.get('expiresAt') as unknown;
  return buildTasks(
    {
      ...tutor,
      expiringAccess: new Set(ending.docs.map((grant) => grant.get('studentId') as unknown)).size,
      firstAccessExpiry: firstExpiry instanceof Timestamp ? firstExpiry.toDate().toISOString() : null,
      pendingInvitations,
      draftLessons,
      draftCourses,
    },
    now,
  );
}
