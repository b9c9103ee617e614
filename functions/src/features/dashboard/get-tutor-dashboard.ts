import type { Request, Response } from 'express';
import { AppError } from '../../http/errors.js';
import type { TTutorDashboardResponse } from '../../shared/schemas/dashboard.js';
import { toTutorProfile, tutorsCollection } from '../tutors/tutor-store.js';
import { recentActivity } from './activity-feed.js';
import { courseProgress } from './course-progress.js';
import { dashboardStats } from './dashboard-stats.js';
import { upcomingTasks } from './upcoming-tasks.js';

const counter = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

/** The tutor home's numbers, activity, tasks and course progress; undefined when the tutor has no profile. */
export async function tutorDashboard(tutorId: string): Promise<TTutorDashboardResponse | undefined> {
  const snapshot = await tutorsCollection().doc(tutorId).get();
  if (!snapshot.exists) return undefined;
  const data = snapshot.data() ?? {};
  const profile = toTutorProfile(tutorId, data);
  const [stats, activity, tasks, courses] = await Promise.all([
    dashboardStats(tutorId),
    recentActivity(tutorId),
    upcomingTasks(tutorId, profile),
    courseProgress(tutorId),
  ]);
  return {
    tutor: { ...profile, studentCount: counter(data.studentCount), lessonCount: counter(data.lessonCount) },
    stats,
    activity,
    tasks,
    courseProgress: courses,
  };
}

/** GET /tutors/dashboard/:tutorId/dashboard — the tutor home (own only). */
export async function getTutorDashboard(req: Request, res: Response<TTutorDashboardResponse>) {
  const dashboard = await tutorDashboard(String(req.params.tutorId));
  if (!dashboard) throw new AppError('not-found', 'Teacher profile not found.');
  res.set('Cache-Control', 'private, no-store');
  res.json(dashboard);
}
