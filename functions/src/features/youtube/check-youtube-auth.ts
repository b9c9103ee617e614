import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import type { TCheckYoutubeAuthRequest, TYoutubeConnection } from '../../shared/schemas/youtube.js';
import { authorizedClient } from './token-store.js';

/**
 * POST /lessons/check-youtube-auth — 200 when the tutor's connection works right now (Google still
 * honours the refresh token); otherwise 409 saying there is no refresh token, which makes the app
 * offer the Connect YouTube dialog (spec §4/§8).
 */
export async function checkYoutubeAuth(req: Request, res: Response<TYoutubeConnection>) {
  const { tutorId } = req.body as TCheckYoutubeAuthRequest;
  if (tutorId !== callerOf(req).uid) throw new AppError('permission-denied', 'You do not have access to this data.');
  const { stored } = await authorizedClient(tutorId);
  res.json({ connected: true, channelId: stored.channelId, channelTitle: stored.channelTitle });
}
