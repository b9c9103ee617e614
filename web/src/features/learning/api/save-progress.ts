import { arrayUnion, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { dayNumber } from '../model/learning-stats';
import type { SaveProgress } from '../student-session';

/**
 * Writes the student's own progress record (`progress/{uid}_{lessonId}`) exactly as the rules
 * require: every field, `updatedAt` and `completedAt` set by the server. Starting a lesson also
 * records `startedAt`; completing it merges, so the day it was started stays known (the streak).
 * Opening it again on a later day adds that day to `openedDays`, which the streak counts too.
 */
export function useSaveProgress(uid: string): SaveProgress {
  const firestore = useFirestore();
  return useCallback(
    async (lesson, write) => {
      const ref = doc(firestore, 'progress', `${uid}_${lesson.id}`);
      if (write === 'opened-again') {
        await updateDoc(ref, { openedDays: arrayUnion(dayNumber(new Date())), updatedAt: serverTimestamp() });
        return;
      }
      const status = write;
      const record = {
        studentId: uid,
        lessonId: lesson.id,
        courseId: lesson.courseId,
        tutorId: lesson.tutorId,
        status,
        completedAt: status === 'completed' ? serverTimestamp() : null,
        updatedAt: serverTimestamp(),
      };
      await (status === 'in_progress'
        ? setDoc(ref, { ...record, startedAt: serverTimestamp() })
        : setDoc(ref, record, { merge: true }));
    },
    [firestore, uid],
  );
}
