import type { TTutorSessionRequest, TTutorSessionResponse } from '@shared/schemas/tutor';
import { apiRequest } from '@/lib/api-client';
import { i18n, languageOf } from '@/lib/i18n';

/**
 * After a tutor's Google sign-in: creates the profile on first sign-in and grants the tutor role.
 * The language the tutor signs in with is the one their e-mails (access reminders) are written in.
 */
export function startTutorSession(): Promise<TTutorSessionResponse> {
  const body: TTutorSessionRequest = { language: languageOf(i18n.resolvedLanguage) };
  return apiRequest<TTutorSessionResponse>('/auth/tutor/session', { method: 'POST', body });
}
