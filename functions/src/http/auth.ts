import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../lib/firebase.js';
import { ROLES, type TRole } from '../shared/roles.js';
import { AppError } from './errors.js';

/** Sign-ins older than this must sign in again, even if Firebase would still refresh the token. */
export const MAX_SESSION_SECONDS = Number(process.env.MAX_SESSION_DAYS ?? 7) * 24 * 60 * 60;

export interface Caller {
  uid: string;
  email: string | undefined;
  role: TRole | undefined;
  token: DecodedIdToken;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

async function verify(req: Request): Promise<Caller> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match?.[1]) throw new AppError('unauthenticated', 'Sign in to continue.');
  let token: DecodedIdToken;
  try {
    // checkRevoked: a signed-out or disabled user's tokens stop working at once.
    token = await auth.verifyIdToken(match[1], true);
  } catch {
    throw new AppError('unauthenticated', SESSION_EXPIRED);
  }
  if (Date.now() / 1000 - token.auth_time > MAX_SESSION_SECONDS) throw new AppError('unauthenticated', SESSION_EXPIRED);
  const role = ROLES.find((r) => r === token.role);
  return { uid: token.uid, email: token.email?.toLowerCase(), role, token };
}

/** The caller's verified identity; throws 401 when the request has none. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new AppError('unauthenticated', 'Sign in to continue.');
  return req.caller;
}

/**
 * Verifies the bearer ID token and, when `role` is given, the role claim (403 otherwise).
 * `role: 'any'` accepts a signed-in user who has no role yet (first sign-in).
 */
export function requireAuth(role: TRole | 'any') {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const caller = await verify(req);
    if (role !== 'any' && caller.role !== role) {
      throw new AppError('permission-denied', `This page is only for ${role === 'tutor' ? 'teachers' : 'students'}.`);
    }
    req.caller = caller;
    next();
  };
}

/** The path parameter `param` must be the caller's own uid: nobody reads another user's data through a path id. */
export function requireSelf(param: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.params[param] !== callerOf(req).uid) throw new AppError('permission-denied', 'You do not have access to this data.');
    next();
  };
}
