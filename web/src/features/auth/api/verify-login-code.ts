import type { TVerifyLoginCodeRequest, TVerifyLoginCodeResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

/** A right code answers a Firebase custom token for the student's account. */
export function verifyLoginCode(body: TVerifyLoginCodeRequest): Promise<TVerifyLoginCodeResponse> {
  return apiRequest<TVerifyLoginCodeResponse>('/students/login/verify-login-code', { method: 'POST', body, auth: false });
}
