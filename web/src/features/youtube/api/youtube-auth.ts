import type { TYoutubeAuthUrlResponse, TYoutubeConnection } from '@shared/schemas/youtube';
import { isYoutubeNotConnectedError } from '@shared/schemas/youtube-messages';
import { ApiError, apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { currentTutorId } from './current-tutor';

/** Google's consent URL for the signed-in tutor (it also sets the cookie that ties the flow to this browser). */
export async function getYoutubeAuthUrl(): Promise<string> {
  const tutorId = await currentTutorId();
  const query = tutorId ? `?${new URLSearchParams({ tutorId }).toString()}` : '';
  return (await apiRequest<TYoutubeAuthUrlResponse>(`/youtube/auth-url${query}`)).url;
}

/** The callback page's half: hands the code and state Google sent back to the server. */
export function completeYoutubeAuth(body: { tutorId: string; code: string; state: string }): Promise<TYoutubeConnection> {
  return apiRequest<TYoutubeConnection>('/youtube/oauth-callback', { method: 'POST', body });
}

/**
 * Spec §4: whether the tutor can publish to YouTube right now. False means "offer the Connect
 * YouTube dialog"; any other failure rejects with 'Failed to check youtube authorization'.
 */
export async function checkYoutubeAuth(): Promise<boolean> {
  try {
    const tutorId = await currentTutorId();
    if (!tutorId) return false;
    await apiRequest<TYoutubeConnection>('/lessons/check-youtube-auth', { method: 'POST', body: { tutorId } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && isYoutubeNotConnectedError(error)) return false;
    throw new Error(i18n.t('youtube:errors.checkFailed'), { cause: error });
  }
}

export function getYoutubeConnection(): Promise<TYoutubeConnection> {
  return apiRequest<TYoutubeConnection>('/youtube/connection');
}

export function disconnectYoutube(): Promise<TYoutubeConnection> {
  return apiRequest<TYoutubeConnection>('/youtube/connection', { method: 'DELETE' });
}
