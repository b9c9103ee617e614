import { collection, doc, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveCollection } from '@/lib/live-firestore';
import { useLiveSnapshots, type Subscribe } from '../hooks/use-live-snapshots';
import { useNow } from '../hooks/use-now';
import { LEARNING_LOADING, type Learning } from '../student-session';
import { buildCourse, enrolledCourseNames, toGrant, toProgressEntry } from './learning-docs';

type Data = Record<string, unknown>;
type LessonData = Data & { id: string };

/**
 * The student's learning data, read live under the rules: their grants and progress, and for each
 * unexpired grant the course and its published lessons. Expired courses can no longer be read,
 * so their names come from the student's enrolment with that tutor.
 */
export function useLearningData(uid: string): Learning {
  const firestore = useFirestore();

  const grantsQuery = useMemo(() => query(collection(firestore, 'grants'), where('studentId', '==', uid)), [firestore, uid]);
  const progressQuery = useMemo(() => query(collection(firestore, 'progress'), where('studentId', '==', uid)), [firestore, uid]);
  const grants = useLiveCollection(grantsQuery);
  const progressDocs = useLiveCollection(progressQuery);
  // Wakes when a grant expires, the moment the rules stop serving its course, not up to a minute later.
  const now = useNow((grants.data ?? []).flatMap((g) => toGrant(g).expiresAt?.getTime() ?? []));

  const { active, expiredGrants } = useMemo(() => {
    const records = (grants.data ?? []).map((g) => toGrant(g));
    return {
      active: records
        .filter((g) => g.expiresAt && g.expiresAt.getTime() > now)
        .sort((a, b) => (b.grantedAt?.getTime() ?? 0) - (a.grantedAt?.getTime() ?? 0)),
      expiredGrants: records.filter((g) => !g.expiresAt || g.expiresAt.getTime() <= now),
    };
  }, [grants.data, now]);

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

  // Loading only until the first complete answer. A course granted later joins once its course and
  // lessons have arrived: reporting 'loading' meanwhile would blank the student area (and unmount a
  // playing video) for a course the student is not even looking at.
  const grantsStatus = grants.status;
  const progressStatus = progressDocs.status;
  const [answered, setAnswered] = useState(false);
  const complete = grantsStatus === 'success' && progressStatus === 'success' && !courseDocs.loading && !lessonLists.loading;
  if (complete && !answered) setAnswered(true);
  const loading = !answered && !complete;
  // One object per change of the data, not per render (the student area re-renders when it
  // changes), and LEARNING_LOADING itself until the first answer.
  return useMemo(() => {
    const status = grantsStatus === 'error' || progressStatus === 'error' ? 'error' : loading ? 'loading' : 'ready';
    if (status === 'loading') return LEARNING_LOADING;
    const progress = (progressDocs.data ?? []).flatMap((p) => toProgressEntry(p) ?? []);
    const progressByLesson = new Map(progress.map((entry) => [entry.lessonId, entry]));
    const courses = active.flatMap((grant) => {
      const course = courseDocs.values[grant.courseId];
      const arriving = courseDocs.pending.has(grant.courseId) || lessonLists.pending.has(grant.courseId);
      if (!course || !grant.expiresAt || arriving) return [];
      return [buildCourse(grant.courseId, course, grant.expiresAt, lessonLists.values[grant.courseId] ?? [], progressByLesson)];
    });
    const expired = expiredGrants
      .map((grant) => ({
        id: grant.courseId,
        name: enrolledCourseNames(enrolments.values[grant.tutorId]).get(grant.courseId) ?? '',
        expiredAt: grant.expiresAt ?? new Date(0),
      }))
      .sort((a, b) => b.expiredAt.getTime() - a.expiredAt.getTime());
    return { status, courses, lessons: courses.flatMap((course) => course.lessons), expired, progress };
  }, [
    progressDocs.data,
    active,
    expiredGrants,
    courseDocs.values,
    courseDocs.pending,
    lessonLists.values,
    lessonLists.pending,
    enrolments.values,
    grantsStatus,
    progressStatus,
    loading,
  ]);
}
