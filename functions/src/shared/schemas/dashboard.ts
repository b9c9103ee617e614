import * as z from 'zod/mini';
import { ZPlan, ZTutorProfile } from './tutor.js';

export const ZTutorDashboardParams = z.object({ tutorId: z.string().check(z.minLength(1), z.maxLength(128)) });
export const ZStudentProfileParams = z.object({ studentId: z.string().check(z.minLength(1), z.maxLength(128)) });

export const ACTIVITY_TYPES = ['invitation_accepted', 'lesson_completed', 'course_started', 'payment'] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];

/** One entry of the tutor's activity feed (spec §3: title, type, createdAt, studentProfile.name, metadata). */
export const ZDashboardActivity = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  /** ISO time the event happened. */
  createdAt: z.string(),
  studentProfile: z.nullable(z.object({ name: z.string() })),
  metadata: z.object({
    studentName: z.optional(z.string()),
    lessonTitle: z.optional(z.string()),
    courseName: z.optional(z.string()),
    /** A payment's plan and price (amount in major units). */
    plan: z.optional(ZPlan),
    amount: z.optional(z.number()),
    currency: z.optional(z.string()),
  }),
});
export type TDashboardActivity = z.infer<typeof ZDashboardActivity>;

export const TASK_TYPES = [
  'subscription_renewal',
  'expiring_access',
  'pending_invitations',
  'draft_lessons',
  'draft_courses',
] as const;
export type TTaskType = (typeof TASK_TYPES)[number];

/** Something the tutor should look at, derived from their data; only tasks with something to do are listed. */
export const ZDashboardTask = z.object({
  type: z.enum(TASK_TYPES),
  count: z.number().check(z.int()),
  /** ISO time of the earliest deadline (subscription end, first access to expire), when there is one. */
  dueAt: z.nullable(z.string()),
});
export type TDashboardTask = z.infer<typeof ZDashboardTask>;

/** Completion of one active course: its enrolled students' completed published lessons, out of students × published lessons. */
export const ZCourseProgress = z.object({
  courseId: z.string(),
  name: z.string(),
  students: z.number().check(z.int()),
  completed: z.number().check(z.int()),
  tracked: z.number().check(z.int()),
  /** 0–100, rounded. */
  completionRate: z.number().check(z.int()),
});
export type TCourseProgress = z.infer<typeof ZCourseProgress>;

/** Answer of `GET /api/tutors/dashboard/{tutorId}/dashboard`. */
export const ZTutorDashboardResponse = z.object({
  tutor: z.extend(ZTutorProfile, { studentCount: z.number().check(z.int()), lessonCount: z.number().check(z.int()) }),
  stats: z.object({
    totalStudents: z.number().check(z.int()),
    activeCourses: z.number().check(z.int()),
    totalLessons: z.number().check(z.int()),
    /** Completed lesson records out of all lesson records of the tutor's students, 0–100. */
    completionRate: z.number().check(z.int()),
  }),
  /** The latest 5, newest first. */
  activity: z.array(ZDashboardActivity),
  tasks: z.array(ZDashboardTask),
  courseProgress: z.array(ZCourseProgress),
});
export type TTutorDashboardResponse = z.infer<typeof ZTutorDashboardResponse>;

/** Answer of `GET /api/students/{studentId}`: the signed-in student's own profile. */
export const ZStudentProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;
