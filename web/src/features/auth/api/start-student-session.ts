import type { TStudentSessionResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

/** After a student's Google sign-in: accepted only for invited, onboarded students (403 otherwise). */
export function startStudentSession(): Promise<TStudentSessionResponse> {
  return apiRequest<TStudentSessionResponse>('/auth/student/session', { method: 'POST' });
}
