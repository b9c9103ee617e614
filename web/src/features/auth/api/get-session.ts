import type { TSessionResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

/** The server's verdict on the current sign-in: 401 (and the Session Expired modal) when it is no longer valid. */
export function getSession(): Promise<TSessionResponse> {
  return apiRequest<TSessionResponse>('/auth/session');
}
