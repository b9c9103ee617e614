import { collection, doc, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useFirestore, useFirestoreCollectionData, useUser } from 'reactfire';
import type { ExpiredCourse, LearningCourse, LearningLesson, ProgressEntry } from '../model/learning-types';
import { useLiveSnapshots, type Subscribe } from '../hooks/use-live-snapshots';
import { useNow } from '../hooks/use-now';
import { buildCourse, enrolledCourseNames, toGrant, toProgressEntry } from './learning-docs';

type Data = Record<string, unknown>;
type LessonData = Data & { id: string };

export interface Learning {
  status: 'loading' | 'error' | 'ready';
  /** Courses with unexpired access, the most recently granted first. */
  courses: LearningCourse[];
  /** Every lesson of those courses, course by course. */
  lessons: LearningLesson[];
  expired: ExpiredCourse[];
  progress: ProgressEntry[];
}

const LearningContext = createContext<Learning | null>(null);

/**
 * The student's learning data, read live under the rules: their grants and progress, and for each
 * unexpired grant the course and its published lessons. Expired courses can no longer be read,
 * so their names come from the student's enrolment with that tutor.
 */
function useLearningData(): Learning {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid ?? '_';
  const now = useNow();

  const grantsQuery = useMemo(() => query(collection(firestore, 'grants'), where('studentId', '==', uid)), [firestore, uid]);
  const progressQuery = useMemo(() => query(collection(firestore, 'progress'), where('studentId', '==', uid)), [firestore, uid]);
  const grants = useFirestoreCollectionData(grantsQuery);
  const progressDocs = useFirestoreCollectionData(progressQuery);

  const grantRecords = (grants.data ?? []).map((g) => toGrant(g));
  const active = grantRecords
    .filter((g) => g.expiresAt && g.expiresAt.getTime() > now)
    .sort((a, b) => (b.grantedAt?.getTime() ?? 0) - (a.grantedAt?.getTime() ?? 0));
  const expiredGrants = grantRecords.filter((g) => !g.expiresAt || g.expiresAt.getTime() <= now);

  const subscribeCourse = useCallback<Subscribe<Data>>(
    (courseId, next, fail) =>
      onSnapshot(doc(firestore, 'courses', courseId), (snapshot) => (snapshot.exists() ? next(snapshot.data()) : fail()), fail),
    [firestore],
  );
  const subscribeLessons = useCallback<Subscribe<LessonData[]>>(
    (courseId, next, fail) =>
      onSnapshot(
        query(
          collection(firestore, 'lessons'),
          where('courseId', '==', courseId),
          where('status', '==', 'published'),
          orderBy('createdAt'),
        ),
        (snapshot) => next(snapshot.docs.map((d) => ({ ...d.data(), id: d.id }))),
        fail,
      ),
    [firestore],
  );
  const subscribeEnrolment = useCallback<Subscribe<Data>>(
    (tutorId, next, fail) => onSnapshot(doc(firestore, 'tutors', tutorId, 'students', uid), (s) => next(s.data() ?? {}), fail),
    [firestore, uid],
  );
  const activeIds = active.map((g) => g.courseId);
  const courseDocs = useLiveSnapshots(activeIds, subscribeCourse);
  const lessonLists = useLiveSnapshots(activeIds, subscribeLessons);
  const enrolments = useLiveSnapshots(
    expiredGrants.map((g) => g.tutorId),
    subscribeEnrolment,
  );

  const progress = (progressDocs.data ?? []).flatMap((p) => toProgressEntry(p) ?? []);
  const progressByLesson = new Map(progress.map((entry) => [entry.lessonId, entry]));
  const courses = active.flatMap((grant) => {
    const course = courseDocs.values[grant.courseId];
    if (!course || !grant.expiresAt) return [];
    return [buildCourse(grant.courseId, course, grant.expiresAt, lessonLists.values[grant.courseId] ?? [], progressByLesson)];
  });
  const expired = expiredGrants
    .map((grant) => ({
      id: grant.courseId,
      name: enrolledCourseNames(enrolments.values[grant.tutorId]).get(grant.courseId) ?? '',
      expiredAt: grant.expiresAt ?? new Date(0),
    }))
    .sort((a, b) => b.expiredAt.getTime() - a.expiredAt.getTime());

  const status =
    grants.status === 'error' || progressDocs.status === 'error'
      ? 'error'
      : grants.status === 'loading' || progressDocs.status === 'loading' || courseDocs.loading || lessonLists.loading
        ? 'loading'
        : 'ready';
  return { status, courses, lessons: courses.flatMap((course) => course.lessons), expired, progress };
}

/** Loads the student's learning data once for the whole student area (layout search and pages share it). */
export function LearningProvider({ children }: { children: ReactNode }) {
  const learning = useLearningData();
  return <LearningContext.Provider value={learning}>{children}</LearningContext.Provider>;
}

export function useLearning(): Learning {
  const learning = useContext(LearningContext);
  if (!learning) throw new Error('useLearning must be used inside <LearningProvider>');
  return learning;
}
