import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { logWarn } from '../../http/log.js';
import type { TYoutubeConnection, TYoutubeOAuthCallbackRequest } from '../../shared/schemas/youtube.js';
import { findOwnChannel } from './channel.js';
import { YOUTUBE_UPLOAD_SCOPE, youtubeConfig } from './config.js';
import { createOAuthClient } from './oauth-client.js';
import { BINDING_COOKIE, consumeOAuthState } from './oauth-state.js';
import { cookieValues } from './state-signature.js';
import { saveYoutubeToken } from './token-store.js';

/**
 * POST /youtube/oauth-callback — finishes the consent flow the callback page was sent to: checks
 * the state (single use, this tutor, this browser), exchanges the code with the PKCE verifier,
 * and keeps the refresh token server-side. A flow that gives no refresh token, or no upload
 * permission, connects nothing.
 */
export async function completeOAuth(req: Request, res: Response<TYoutubeConnection>) {
  const caller = callerOf(req);
  const { tutorId, code, state } = req.body as TYoutubeOAuthCallbackRequest;
  if (tutorId !== caller.uid) throw new AppError('permission-denied', 'You do not have access to this data.');
  const config = youtubeConfig();
  const bindings = cookieValues(req.get('cookie'), BINDING_COOKIE);
  const { codeVerifier } = await consumeOAuthState(state, caller.uid, bindings, config.stateSecret);
  res.setHeader('Set-Cookie', `${BINDING_COOKIE}=; Path=/api/youtube; Max-Age=0; HttpOnly; SameSite=Lax`);

  const client = await createOAuthClient();
  let tokens;
  try {
    ({ tokens } = await client.getToken({ code, codeVerifier }));
  } catch (error) {
    logWarn('YouTube authorization code exchange failed', { tutorId, error: (error as Error).message });
    throw AppError.refusal('failed-precondition', 'Google did not accept this authorization. Please connect again.', {
      reason: 'youtube-code-refused',
    });
  }
  const scopes = (tokens.scope ?? '').split(' ').filter(Boolean);
  if (!scopes.includes(YOUTUBE_UPLOAD_SCOPE)) {
    throw AppError.refusal(
      'failed-precondition',
      'Permission to upload videos to YouTube was not granted. Please connect again and allow it.',
      { reason: 'youtube-upload-not-allowed' },
    );
  }
  if (!tokens.refresh_token) {
    // Without one the server cannot publish later, when the tutor is not there.
    throw AppError.refusal(
      'failed-precondition',
      'Google returned no refresh token for this tutor. Remove Tutorly from your Google account permissions and connect again.',
      { reason: 'youtube-no-refresh-token' },
    );
  }
  client.setCredentials(tokens);
  const channel = await findOwnChannel(client);
  await saveYoutubeToken(caller.uid, { refreshToken: tokens.refresh_token, scopes, ...channel });
  res.json({ connected: true, ...channel });
}
