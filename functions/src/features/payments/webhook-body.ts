import type { Request } from 'express';
import { AppError } from '../../http/errors.js';

/** Gateway notifications are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

/** The exact bytes the gateway sent (Cloud Functions keeps them as `rawBody`): signatures are checked on these. */
export function webhookRawBody(req: Request): Buffer {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!raw || raw.length === 0) throw new AppError('invalid-argument', 'The notification body is empty.');
  if (raw.length > MAX_WEBHOOK_BYTES) throw new AppError('payload-too-large', 'The notification body is too large.');
  return raw;
}

/**
 * A callback's fields from JSON or a form post. Forms are re-parsed from the raw bytes with
 * URLSearchParams, so field names are taken literally (no `qs` nesting).
 */
export function webhookFields(req: Request): Record<string, unknown> {
  const text = webhookRawBody(req).toString('utf8');
  if (req.is('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('invalid-argument', 'The notification body is not JSON or a form.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError('invalid-argument', 'The notification body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
