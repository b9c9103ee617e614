import type { TRequestLoginCodeRequest, TRequestLoginCodeResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

/** E-mails a 6-digit code (or, to an address no student uses, how to join); the answer is the same either way. */
export function requestLoginCode(body: TRequestLoginCodeRequest): Promise<TRequestLoginCodeResponse> {
  return apiRequest<TRequestLoginCodeResponse>('/students/login/request-login-code', { method: 'POST', body, auth: false });
}
