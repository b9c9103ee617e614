import type { Request, Response } from 'express';
import type { TErrorReason } from '../shared/error-reasons.js';
import type { TApiError, TErrorCode } from '../shared/errors.js';
import { logError } from './log.js';

const STATUS: Record<TErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 409,
  'payload-too-large': 413,
  'resource-exhausted': 429,
  unavailable: 503,
  internal: 500,
};

/** A refusal the app words itself (shared/errors.ts ERROR_REASONS), and the values its wording names. */
export interface Refusal {
  reason: TErrorReason;
  params?: Record<string, string>;
}

/** An error whose message is safe to show the caller. Anything else becomes a 500 with a generic message. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly refusal?: Refusal,
  ) {
    super(message);
  }

  /** A refusal with its reason (and the values its wording names), for the caller to word in its user's language. */
  static refusal(code: TErrorCode, message: string, refusal: Refusal): AppError {
    return new AppError(code, message, undefined, refusal);
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/** Body-parser failures carry `status`/`type` (e.g. invalid JSON, entity too large). */
function fromParserError(error: unknown): AppError | undefined {
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  if (type === 'entity.too.large' || status === 413) return new AppError('payload-too-large', 'The request is too large.');
  if (type === 'entity.parse.failed') return new AppError('invalid-argument', 'The request body is not valid JSON.');
  return undefined;
}

/** gRPC codes Firestore answers when it is busy: ABORTED (contention, after the SDK's own retries), DEADLINE_EXCEEDED, UNAVAILABLE. */
const FIRESTORE_BUSY = new Set([10, 4, 14]);

/** Many writes to one document at once (e.g. a tutor sending invitations in parallel) is the caller's to retry, not a bug. */
function fromBusyDatabase(error: unknown): AppError | undefined {
  const { code } = (error ?? {}) as { code?: unknown };
  if (typeof code !== 'number' || !FIRESTORE_BUSY.has(code)) return undefined;
  logError('database busy', { code, error });
  return new AppError('unavailable', 'Too many changes at the same moment. Please try again.');
}

/** Answers a failed request: an AppError as it is, a known failure as its AppError, anything else a 500. */
export function answerError(error: unknown, req: Request, res: Response): void {
  const known = error instanceof AppError ? error : (fromParserError(error) ?? fromBusyDatabase(error));
  if (!known) logError('unhandled error', { path: req.path, method: req.method, error });
  const appError = known ?? new AppError('internal', 'Something went wrong, please try again.');
  const body: TApiError = { code: appError.code, message: appError.message };
  if (appError.fields) body.fields = appError.fields;
  if (appError.refusal) Object.assign(body, appError.refusal);
  res.status(appError.status).json(body);
}
