import type { Request, Response } from 'express';
import { AppError } from '../../http/errors.js';
import type { TTutorDashboardResponse } from '../../shared/schemas/dashboard.js';
import { toTutorProfile, tutorsCollection } from '../tutors/tutor-store.js';
import { recentActivity } from './activity-feed.js';
import { activeCourseProgress, COURSE_PROGRESS_LIMIT, overallCompletion } from './course-progress.js';
import { dashboardCounts } from './dashboard-stats.js';
import { upcomingTasks } from './upcoming-tasks.js';

const counter = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

/** The tutor home's numbers, activity, tasks and course progress; undefined when the tutor has no profile. */
export async function tutorDashboard(tutorId: string): Promise<TTutorDashboardResponse | undefined> {
  const snapshot = await tutorsCollection().doc(tutorId).get();
  if (!snapshot.exists) return undefined;
  const data = snapshot.data() ?? {};
  const profile = toTutorProfile(tutorId, data);
  const [counts, activity, tasks, courses] = await Promise.all([
    dashboardCounts(tutorId),
    recentActivity(tutorId),
    upcomingTasks(tutorId, profile),
    activeCourseProgress(tutorId),
  ]);
  return {
    tutor: { ...profile, studentCount: counter(data.studentCount), lessonCount: counter(data.lessonCount) },
    stats: { ...counts, activeCourses: courses.length, completionRate: overallCompletion(courses) },
    activity,
    tasks,
    courseProgress: courses.slice(0, COURSE_PROGRESS_LIMIT),
  };
}

/** GET /tutors/dashboard/:tutorId/dashboard — the tutor home (own only). */
export async function getTutorDashboard(req: Request, res: Response<TTutorDashboardResponse>) {
  const dashboard = await tutorDashboard(String(req.params.tutorId));
  if (!dashboard) throw new AppError('not-found', 'Teacher profile not found.');
  res.set('Cache-Control', 'private, no-store');
  res.json(dashboard);
}
