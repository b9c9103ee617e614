import { Timestamp } from 'firebase-admin/firestore';
import type { TErrorCode } from '../../shared/errors.js';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { isoTime } from '../../lib/iso-time.js';
import type { TStudent } from '../../shared/schemas/students.js';

/** `tutors/{tutorId}/students`: the tutor's enrolments (docs/data-model.md). */
export const enrolmentsOf = (tutorId: string) => db.collection('tutors').doc(tutorId).collection('students');
export const studentsCollection = () => db.collection('students');

/** The student named in the path is not (or no longer) enrolled with the calling tutor. */
export const notEnrolled = (code: TErrorCode) =>
  AppError.refusal(code, 'This student is not in your class.', { reason: 'student-not-enrolled' });

const DEFAULT_AVATAR = '/default-avatar.svg';

interface StoredCourse {
  id?: unknown;
  name?: unknown;
  expiresAt?: unknown;
}

/**
 * An enrolment as the API answers it. The status is recomputed from the course expiries, so a
 * grant that ended an hour ago already shows as inactive before the daily job records it.
 */
export function toStudent(id: string, data: FirebaseFirestore.DocumentData, now = Date.now()): TStudent {
  const stored: StoredCourse[] = Array.isArray(data.enrolledCourses) ? (data.enrolledCourses as StoredCourse[]) : [];
  const enrolledCourses = stored.map((c) => ({
    id: typeof c.id === 'string' ? c.id : '',
    name: typeof c.name === 'string' ? c.name : '',
    expiresAt: isoTime(c.expiresAt),
  }));
  const hasAccess = stored.some((c) => c.expiresAt instanceof Timestamp && c.expiresAt.toMillis() > now);
  return {
    id,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    phone: String(data.phone ?? ''),
    avatarUrl: data.avatarUrl ? String(data.avatarUrl) : DEFAULT_AVATAR,
    status: hasAccess ? 'active' : 'inactive',
    inviteStatus: data.inviteStatus === 'pending' ? 'pending' : 'accepted',
    enrolledAt: isoTime(data.enrolledAt),
    lastActive: isoTime(data.lastActive),
    progress: typeof data.progress === 'number' ? Math.max(0, Math.min(100, Math.round(data.progress))) : 0,
    enrolledCourses,
  };
}
