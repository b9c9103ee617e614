/**
 * Refusals the app words itself, in the user's language (web locales: common `errors.reasons`),
 * with `params` filled in; `message` is the same sentence in English, for any other caller. Free
 * of zod: the web's API client, in every page's first load, needs only this list.
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
  'draft-while-publishing',
  'nothing-to-publish-again',
  'invitations-per-day',
  'invitations-per-address',
  'stripe-subscription-live',
  'stripe-subscription-ending',
  'no-stripe-subscription',
  'wrong-login-code',
  'upload-gone',
  'upload-incomplete',
  'upload-not-found',
  'upload-of-someone-else',
  'video-already-publishing',
  'teacher-google-account',
  'mail-unavailable',
  'youtube-code-refused',
  'youtube-upload-not-allowed',
  'youtube-no-refresh-token',
  'youtube-link-used',
  'youtube-other-browser',
] as const;
export type TErrorReason = (typeof ERROR_REASONS)[number];
