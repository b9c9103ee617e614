import type { TLessonType } from '@shared/schemas/lesson-rules';

export type TProgressStatus = 'not_started' | 'in_progress' | 'completed';

/** The student's record for one lesson (`progress/{studentId}_{lessonId}`). */
export interface ProgressEntry {
  lessonId: string;
  /** The lesson's course, which the record names: still known once access to the course has ended. */
  courseId?: string;
  status: TProgressStatus;
  /** When the lesson was first opened (records written before this was kept have none). */
  startedAt?: Date;
  completedAt?: Date;
  updatedAt?: Date;
  /** The days (yyyymmdd, the student's calendar) the lesson was opened again after its first day. */
  openedDays?: number[];
}

/** A published lesson of a course the student may open, with their progress on it. */
export interface LearningLesson {
  id: string;
  courseId: string;
  courseName: string;
  tutorId: string;
  instructor: string;
  category: string;
  title: string;
  description: string;
  type: TLessonType;
  duration: string;
  content: string;
  videoUrl: string | null;
  status: TProgressStatus;
  completedAt?: Date;
  /** When the student last opened or finished it. */
  lastActivityAt?: Date;
}

/** A course the student holds unexpired access to. */
export interface LearningCourse {
  id: string;
  name: string;
  description: string;
  category: string;
  difficulty: string;
  duration: string;
  tutorId: string;
  instructor: string;
  /** The course image's versioned address, or null while the course has none. */
  imageSrc: string | null;
  expiresAt: Date;
  lessons: LearningLesson[];
  completedLessons: number;
  /** 0–100. */
  percent: number;
}

/** A course whose access has ended: it is hidden, and the student is told why. */
export interface ExpiredCourse {
  id: string;
  name: string;
  expiredAt: Date;
}
