import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import type { TYoutubeAuthUrlResponse } from '../../shared/schemas/youtube.js';
import { YOUTUBE_READONLY_SCOPE, YOUTUBE_UPLOAD_SCOPE, youtubeConfig } from './config.js';
import { createOAuthClient } from './oauth-client.js';
import { BINDING_COOKIE, createOAuthState } from './oauth-state.js';
import { cookieValues } from './state-signature.js';

/**
 * GET /youtube/auth-url — Google's consent URL for the caller: offline access (a refresh token),
 * consent asked every time (Google sends a refresh token only then), PKCE S256, and a signed
 * single-use state tied to this browser by the `__session` cookie.
 */
export async function getAuthUrl(req: Request, res: Response<TYoutubeAuthUrlResponse>) {
  const caller = callerOf(req);
  const { tutorId } = req.query as { tutorId?: string };
  if (tutorId !== undefined && tutorId !== caller.uid)
    throw new AppError('permission-denied', 'You do not have access to this data.');
  const config = youtubeConfig();
  const [client, { CodeChallengeMethod }] = await Promise.all([createOAuthClient(), import('google-auth-library')]);
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const { state, binding, maxAgeSeconds } = await createOAuthState(
    caller.uid,
    codeVerifier,
    config.stateSecret,
    cookieValues(req.get('cookie'), BINDING_COOKIE),
  );
  const url = client.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: [YOUTUBE_UPLOAD_SCOPE, YOUTUBE_READONLY_SCOPE],
    include_granted_scopes: true,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
    ...(caller.email ? { login_hint: caller.email } : {}),
  });
  const secure = config.redirectUri.startsWith('https:') ? '; Secure' : '';
  res.setHeader(
    'Set-Cookie',
    `${BINDING_COOKIE}=${binding}; Path=/api/youtube; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ url });
}
