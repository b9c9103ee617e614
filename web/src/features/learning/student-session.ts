import { createContext, useContext } from 'react';
import type { ExpiredCourse, LearningCourse, LearningLesson, ProgressEntry } from './model/learning-types';

export interface Learning {
  status: 'loading' | 'error' | 'ready';
  /** Courses with unexpired access, the most recently granted first. */
  courses: LearningCourse[];
  /** Every lesson of those courses, course by course. */
  lessons: LearningLesson[];
  expired: ExpiredCourse[];
  progress: ProgressEntry[];
}

/** Starting a lesson, completing it, or opening it again on a later day (which the streak counts). */
export type ProgressWrite = 'in_progress' | 'completed' | 'opened-again';

export type SaveProgress = (lesson: LearningLesson, write: ProgressWrite) => Promise<void>;

/**
 * What the student area knows of the signed-in student: nothing while Firebase loads and checks the
 * role, then the uid, the live learning data and the progress writer. The layout and the pages
 * render before that (their first paint must not wait for the Firebase SDK), with placeholders.
 */
export interface StudentSession {
  uid?: string;
  learning: Learning;
  saveProgress?: SaveProgress;
}

/**
 * The learning data until all of it has arrived, always this one object: the pages show placeholders
 * meanwhile, so each snapshot that arrives before the last must not re-render the student area.
 */
export const LEARNING_LOADING: Learning = { status: 'loading', courses: [], lessons: [], expired: [], progress: [] };

export const STUDENT_SESSION_CHECKING: StudentSession = { learning: LEARNING_LOADING };

export const StudentSessionContext = createContext<StudentSession>(STUDENT_SESSION_CHECKING);

export function useStudentSession(): StudentSession {
  return useContext(StudentSessionContext);
}

/**
 * The signed-in student's uid once the role is confirmed, apart from the rest of the session: the
 * layout and whatever needs only the uid (the profile, the tour) re-render when it arrives, not at
 * every change of the learning data.
 */
export const StudentUidContext = createContext<string | undefined>(undefined);

export function useStudentUid(): string | undefined {
  return useContext(StudentUidContext);
}

/** The student's learning data, loaded once for the whole student area (layout search and pages share it). */
export function useLearning(): Learning {
  return useStudentSession().learning;
}
