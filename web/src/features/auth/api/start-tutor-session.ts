import type { TTutorSessionResponse } from '@shared/schemas/tutor';
import { apiRequest } from '@/lib/api-client';

/** After a tutor's Google sign-in: creates the profile on first sign-in and grants the tutor role. */
export function startTutorSession(): Promise<TTutorSessionResponse> {
  return apiRequest<TTutorSessionResponse>('/auth/tutor/session', { method: 'POST' });
}
