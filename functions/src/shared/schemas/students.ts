import * as z from 'zod/mini';
import { ZDocumentId } from './ids.js';

export const STUDENT_STATUSES = ['active', 'inactive'] as const;
export const INVITE_STATUSES = ['accepted', 'pending'] as const;

export const ZEnrolledCourse = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO time the access ends. */
  expiresAt: z.nullable(z.string()),
});
export type TEnrolledCourse = z.infer<typeof ZEnrolledCourse>;

/** A tutor's student as `GET /api/students/tutor/{tutorId}` returns it (spec §3; dates as ISO strings). */
export const ZStudent = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatarUrl: z.string(),
  /** `active` while the student holds at least one unexpired grant from this tutor. */
  status: z.enum(STUDENT_STATUSES),
  inviteStatus: z.enum(INVITE_STATUSES),
  enrolledAt: z.nullable(z.string()),
  lastActive: z.nullable(z.string()),
  progress: z.number(),
  enrolledCourses: z.array(ZEnrolledCourse),
});
export type TStudent = z.infer<typeof ZStudent>;

/** A tutor's enrolment of a student: its course access, or removing the student. */
export const ZEnrolmentParams = z.object({ tutorId: ZDocumentId, studentId: ZDocumentId });

export const ZStudentParams = z.object({ studentId: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)) });

/** A course the signed-in student may open now, with the date their access ends. */
export const ZStudentCourseAccess = z.object({
  courseId: z.string(),
  name: z.string(),
  tutorName: z.string(),
  expiresAt: z.string(),
});
export type TStudentCourseAccess = z.infer<typeof ZStudentCourseAccess>;
