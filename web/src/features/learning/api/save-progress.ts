import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import type { SaveProgress } from '../student-session';

/**
 * Writes the student's own progress record (`progress/{uid}_{lessonId}`) exactly as the rules
 * require: every field, `updatedAt` and `completedAt` set by the server. Starting a lesson also
 * records `startedAt`; completing it merges, so the day it was started stays known (the streak).
 */
export function useSaveProgress(uid: string): SaveProgress {
  const firestore = useFirestore();
  return useCallback(
    async (lesson, status) => {
      const record = {
        studentId: uid,
        lessonId: lesson.id,
        courseId: lesson.courseId,
        tutorId: lesson.tutorId,
        status,
        completedAt: status === 'completed' ? serverTimestamp() : null,
        updatedAt: serverTimestamp(),
      };
      const ref = doc(firestore, 'progress', `${uid}_${lesson.id}`);
      await (status === 'in_progress'
        ? setDoc(ref, { ...record, startedAt: serverTimestamp() })
        : setDoc(ref, record, { merge: true }));
    },
    [firestore, uid],
  );
}
