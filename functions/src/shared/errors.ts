import * as z from 'zod/mini';
import { ERROR_REASONS } from './error-reasons.js';

/** Error codes from Firebase's vocabulary, shared by the API and the web app (which maps them to messages). */
export const ERROR_CODES = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'already-exists',
  'failed-precondition',
  'payload-too-large',
  'resource-exhausted',
  'unavailable',
  'internal',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** The body of every non-2xx answer from `/api`. */
export const ZApiError = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  reason: z.optional(z.enum(ERROR_REASONS)),
  params: z.optional(z.record(z.string(), z.string())),
});
export type TApiError = z.infer<typeof ZApiError>;
