import type { Request, Response } from 'express';
import { AppError } from '../../http/errors.js';
import type { TTutorDashboardResponse } from '../../shared/schemas/dashboard.js';
import { toTutorProfile, tutorsCollection } from '../tutors/tutor-store.js';
import { recentActivity } from './activity-feed.js';
import { courseProgress } from './course-progress.js';
import { dashboardStats } from './dashboard-stats.js';
import { upcomingTasks } from './upcoming-tasks.js';

const counter = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

/** GET /tutors/dashboard/:tutorId/dashboard — the tutor home's numbers, activity, tasks and course progress (own only). */
export async function getTutorDashboard(req: Request, res: Response<TTutorDashboardResponse>) {
  const tutorId = String(req.params.tutorId);
  const snapshot = await tutorsCollection().doc(tutorId).get();
  if (!snapshot.exists) throw new AppError('not-found', 'Teacher profile not found.');
  const data = snapshot.data() ?? {};
  const profile = toTutorProfile(tutorId, data);
  const [stats, activity, tasks, courses] = await Promise.all([
    dashboardStats(tutorId),
    recentActivity(tutorId),
    upcomingTasks(tutorId, profile),
    courseProgress(tutorId),
  ]);
  res.set('Cache-Control', 'private, no-store');
  res.json({
    tutor: { ...profile, studentCount: counter(data.studentCount), lessonCount: counter(data.lessonCount) },
    stats,
    activity,
    tasks,
    courseProgress: courses,
  });
}
