import type { ReactNode } from 'react';
import { STUDENT_SESSION_CHECKING, StudentSessionContext, type Learning } from '@/features/learning/student-session';
import { renderRoutes } from './test-utils';

/** The signed-in student's data once it has loaded, with `learning`'s parts (no courses by default). */
export const readyLearning = (learning: Partial<Learning>): Learning => ({
  ...STUDENT_SESSION_CHECKING.learning,
  status: 'ready',
  ...learning,
});

/** `children` as the student area renders them, with `learning` as the student's data. */
export function renderWithLearning(learning: Learning, children: ReactNode) {
  return renderRoutes([{ path: '/', element: <StudentSessionContext value={{ learning }}>{children}</StudentSessionContext> }]);
}
