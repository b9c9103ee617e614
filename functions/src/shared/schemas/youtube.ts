import * as z from 'zod/mini';

const ZTutorId = z.string().check(z.minLength(1), z.maxLength(128));

/** `GET /api/youtube/auth-url?tutorId` (the tutor id is optional: the caller's own is used). */
export const ZYoutubeAuthUrlQuery = z.object({ tutorId: z.optional(ZTutorId) });
export const ZYoutubeAuthUrlResponse = z.object({ url: z.string() });
export type TYoutubeAuthUrlResponse = z.infer<typeof ZYoutubeAuthUrlResponse>;

/** `POST /api/youtube/oauth-callback`: spec §3 names tutorId and code; `state` is what proves the flow started here. */
export const ZYoutubeOAuthCallbackRequest = z.object({
  tutorId: ZTutorId,
  code: z.string().check(z.minLength(1), z.maxLength(2048)),
  state: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type TYoutubeOAuthCallbackRequest = z.infer<typeof ZYoutubeOAuthCallbackRequest>;

/** The tutor's connected channel as the API shows it (the refresh token never leaves the server). */
export const ZYoutubeConnection = z.object({
  connected: z.boolean(),
  channelId: z.nullable(z.string()),
  channelTitle: z.nullable(z.string()),
});
export type TYoutubeConnection = z.infer<typeof ZYoutubeConnection>;

/** `POST /api/lessons/check-youtube-auth` (spec §7). */
export const ZCheckYoutubeAuthRequest = z.object({ tutorId: ZTutorId });
export type TCheckYoutubeAuthRequest = z.infer<typeof ZCheckYoutubeAuthRequest>;

/** `videoJobs/{jobId}` as the tutor's browser reads it live (firestore.rules: the owning tutor only). */
export const VIDEO_JOB_STATUSES = ['queued', 'uploading', 'done', 'failed'] as const;
export type TVideoJobStatus = (typeof VIDEO_JOB_STATUSES)[number];

/** Why a publishing job failed, as a code the app translates. */
export const VIDEO_JOB_ERRORS = [
  'youtube-disconnected',
  'quota-exceeded',
  'video-rejected',
  'upload-missing',
  'upload-failed',
] as const;
export type TVideoJobError = (typeof VIDEO_JOB_ERRORS)[number];

/** POST /lessons/{lessonId}/publish-video: the new publishing job of a lesson whose last one failed. */
export const ZPublishVideoAgainResponse = z.object({ jobId: z.string() });
export type TPublishVideoAgainResponse = z.infer<typeof ZPublishVideoAgainResponse>;
