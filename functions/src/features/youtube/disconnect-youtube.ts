import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { logWarn } from '../../http/log.js';
import type { TYoutubeConnection } from '../../shared/schemas/youtube.js';
import { createOAuthClient } from './oauth-client.js';
import { deleteYoutubeToken, readYoutubeToken } from './token-store.js';

/**
 * DELETE /youtube/connection — revokes the refresh token at Google (revokeToken: revokeCredentials
 * would only revoke an access token) and forgets it. A token Google already dropped is simply forgotten.
 */
export async function disconnectYoutube(req: Request, res: Response<TYoutubeConnection>) {
  const tutorId = callerOf(req).uid;
  const stored = await readYoutubeToken(tutorId);
  if (stored) {
    const client = await createOAuthClient();
    try {
      await client.revokeToken(stored.refreshToken);
    } catch (error) {
      logWarn('revoking a YouTube refresh token failed', { tutorId, error: (error as Error).message });
    }
    await deleteYoutubeToken(tutorId, stored.refreshToken);
  }
  res.json({ connected: false, channelId: null, channelTitle: null });
}
