import * as z from 'zod/mini';
import '../../lib/zod-english.js';

/**
 * Google OAuth and YouTube configuration, from environment variables (see README "YouTube publishing").
 * The URLs default to Google's; the emulator stack points them at the local stand-ins. The two
 * secrets are Secret Manager secrets in a real project (secrets.ts, bound to the functions in
 * index.ts); the local `demo-` project has no Secret Manager, so the stack passes test values as
 * plain variables.
 */

const ZYoutubeConfig = z.object({
  GOOGLE_OAUTH_CLIENT_ID: z.string().check(z.minLength(1)),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().check(z.minLength(1)),
  YOUTUBE_OAUTH_STATE_SECRET: z.string().check(z.minLength(16, 'must be at least 16 characters')),
  YOUTUBE_OAUTH_REDIRECT_URI: z._default(z.url(), 'http://127.0.0.1:5050/youtube/oauth/callback'),
  GOOGLE_OAUTH_AUTH_URL: z._default(z.url(), 'https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z._default(z.url(), 'https://oauth2.googleapis.com/token'),
  GOOGLE_OAUTH_REVOKE_URL: z._default(z.url(), 'https://oauth2.googleapis.com/revoke'),
  GOOGLE_OAUTH_TOKENINFO_URL: z._default(z.url(), 'https://oauth2.googleapis.com/tokeninfo'),
  /** Root of the YouTube Data API: `youtube/v3/...` and `upload/youtube/v3/...` hang below it. */
  YOUTUBE_API_URL: z._default(z.url(), 'https://www.googleapis.com/'),
  /** How long a call to YouTube may go without a byte either way before it is given up and resumed. */
  YOUTUBE_IDLE_TIMEOUT_SECONDS: z._default(
    z.pipe(z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'must be a whole number of seconds, 1–999')), z.transform(Number)),
    60,
  ),
});

export interface YoutubeConfig {
  clientId: string;
  clientSecret: string;
  stateSecret: string;
  redirectUri: string;
  endpoints: { oauth2AuthBaseUrl: string; oauth2TokenUrl: string; oauth2RevokeUrl: string; tokenInfoUrl: string };
  apiUrl: string;
  idleTimeoutMs: number;
}

let cached: YoutubeConfig | undefined;

/** Read once, on first use (never at import: deploy-time code analysis runs without the secrets). */
export function youtubeConfig(): YoutubeConfig {
  if (cached) return cached;
  const parsed = ZYoutubeConfig.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`YouTube publishing is not configured: ${problems}`);
  }
  const env = parsed.data;
  cached = {
    clientId: env.GOOGLE_OAUTH_CLIENT_ID,
    clientSecret: env.GOOGLE_OAUTH_CLIENT_SECRET,
    stateSecret: env.YOUTUBE_OAUTH_STATE_SECRET,
    redirectUri: env.YOUTUBE_OAUTH_REDIRECT_URI,
    endpoints: {
      oauth2AuthBaseUrl: env.GOOGLE_OAUTH_AUTH_URL,
      oauth2TokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
      oauth2RevokeUrl: env.GOOGLE_OAUTH_REVOKE_URL,
      tokenInfoUrl: env.GOOGLE_OAUTH_TOKENINFO_URL,
    },
    apiUrl: env.YOUTUBE_API_URL.endsWith('/') ? env.YOUTUBE_API_URL : `${env.YOUTUBE_API_URL}/`,
    idleTimeoutMs: env.YOUTUBE_IDLE_TIMEOUT_SECONDS * 1000,
  };
  return cached;
}

/** Scopes asked for: upload is required; read-only is only used to show which channel is connected. */
export const YOUTUBE_UPLOAD_SCOPE = 'https://www.googleapis.com/auth/youtube.upload';
export const YOUTUBE_READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
