import * as z from 'zod/mini';

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

/**
 * Refusals the app words itself, in the user's language (web locales: common `errors.reasons`),
 * with `params` filled in; `message` is the same sentence in English, for any other caller.
 */
export const ERROR_REASONS = [
  'subscription-inactive',
  'already-student',
  'student-limit',
  'teacher-address',
  'teacher-cannot-join',
  'class-full',
  'invitation-expired',
  'access-end-past',
  'access-end-too-far',
  'lesson-still-publishing',
  'nothing-to-publish-again',
  'invitations-per-day',
  'invitations-per-address',
] as const;
export type TErrorReason = (typeof ERROR_REASONS)[number];

/** The body of every non-2xx answer from `/api`. */
export const ZApiError = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  reason: z.optional(z.enum(ERROR_REASONS)),
  params: z.optional(z.record(z.string(), z.string())),
});
export type TApiError = z.infer<typeof ZApiError>;
