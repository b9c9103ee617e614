import type { OAuth2Client } from 'google-auth-library';
import { youtubeConfig } from './config.js';

/** google-auth-library is loaded on first use only: the functions entry file must import fast. */
export async function createOAuthClient(): Promise<OAuth2Client> {
  const { OAuth2Client } = await import('google-auth-library');
  const config = youtubeConfig();
  return new OAuth2Client({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: config.redirectUri,
    endpoints: config.endpoints,
    // Every call through this client (token exchange and refresh, the channel read) gives up in time,
    // inside the api function's 60 s, rather than leaving the tutor's request hanging.
    transporterOptions: { timeout: config.idleTimeoutMs },
  });
}

/** Google's answer for a refresh token that was revoked, expired or never valid: the channel is disconnected. */
export function isInvalidGrant(error: unknown): boolean {
  const data = (error as { response?: { data?: { error?: unknown } } } | null)?.response?.data;
  return data?.error === 'invalid_grant';
}
