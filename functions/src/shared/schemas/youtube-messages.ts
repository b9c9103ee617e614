/**
 * What the server and the web app say to each other about a YouTube connection beyond the
 * payloads of ./youtube.ts, free of zod so the web pages that only need these stay small.
 */
import type { TVideoJobError } from './youtube.js';

/** Failures that publishing the same upload again can get past (after reconnecting, the next day, or at once). */
export const RETRYABLE_VIDEO_JOB_ERRORS: readonly TVideoJobError[] = ['youtube-disconnected', 'quota-exceeded', 'upload-failed'];

/** What the server answers, and the web app detects, when a tutor has no working YouTube connection (spec §8). */
export const YOUTUBE_NOT_CONNECTED_MESSAGE = 'No refresh token found for this tutor: connect your YouTube channel first.';

/** True for the API error that means "show the Connect YouTube dialog" (spec §8: the error says there is no refresh token). */
export function isYoutubeNotConnectedError(error: { code?: string; message?: string } | null | undefined): boolean {
  return error?.code === 'failed-precondition' && error.message === YOUTUBE_NOT_CONNECTED_MESSAGE;
}

/** The message a popup posts to its opener once the channel is connected (spec §4). */
export const YOUTUBE_AUTH_SUCCESS = 'YOUTUBE_AUTH_SUCCESS';
export interface TYoutubeAuthSuccessMessage {
  type: typeof YOUTUBE_AUTH_SUCCESS;
  tutorId: string;
}
