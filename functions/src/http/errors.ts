import type { ErrorRequestHandler } from 'express';
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

/** An error whose message is safe to show the caller. Anything else becomes a 500 with a generic message. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
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

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = error instanceof AppError ? error : fromParserError(error);
  if (!known) logError('unhandled error', { path: req.path, method: req.method, error });
  const appError = known ?? new AppError('internal', 'Something went wrong, please try again.');
  const body: TApiError = { code: appError.code, message: appError.message };
  if (appError.fields) body.fields = appError.fields;
  res.status(appError.status).json(body);
};
