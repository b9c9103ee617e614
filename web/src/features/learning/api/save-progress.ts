import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore, useUser } from 'reactfire';
import type { LearningLesson } from '../model/learning-types';

/**
 * Writes the student's own progress record (`progress/{uid}_{lessonId}`) exactly as the rules
 * require: every field, `updatedAt` and `completedAt` set by the server.
 */
export function useSaveProgress() {
  const firestore = useFirestore();
  const { data: user } = useUser();
  return useCallback(
    async (lesson: LearningLesson, status: 'in_progress' | 'completed') => {
      if (!user) return;
      await setDoc(doc(firestore, 'progress', `${user.uid}_${lesson.id}`), {
        studentId: user.uid,
        lessonId: lesson.id,
        courseId: lesson.courseId,
        tutorId: lesson.tutorId,
        status,
        completedAt: status === 'completed' ? serverTimestamp() : null,
        updatedAt: serverTimestamp(),
      });
    },
    [firestore, user],
  );
}
