import type { Request, Response } from 'express';
import { callerOf, MAX_SESSION_SECONDS } from '../../http/auth.js';
import type { TSessionResponse } from '../../shared/schemas/auth.js';

/**
 * GET /auth/session — the app asks on every load: a revoked, disabled or too-old session answers
 * 401 (raising the Session Expired modal); otherwise the time the API stops accepting it.
 */
export function getSession(req: Request, res: Response<TSessionResponse>) {
  const caller = callerOf(req);
  res.json({
    uid: caller.uid,
    role: caller.role ?? null,
    expiresAt: new Date((caller.token.auth_time + MAX_SESSION_SECONDS) * 1000).toISOString(),
    now: new Date().toISOString(),
  });
}
