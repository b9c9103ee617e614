import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import type { TYoutubeConnection } from '../../shared/schemas/youtube.js';
import { readYoutubeToken } from './token-store.js';

/** GET /youtube/connection — which channel the caller has connected, if any (no call to Google). */
export async function getConnection(req: Request, res: Response<TYoutubeConnection>) {
  const stored = await readYoutubeToken(callerOf(req).uid);
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ connected: Boolean(stored), channelId: stored?.channelId ?? null, channelTitle: stored?.channelTitle ?? null });
}
