import { mkdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOAuthServer } from './oauth-server.ts';
import { TokenRegistry, type OAuthClient } from './tokens.ts';
import { UploadSessions } from './upload-sessions.ts';
import { createYoutubeServer } from './youtube-server.ts';

/** The OAuth client registered with the stand-in; the functions get the same values through `functionsEnv`. */
export const LOCAL_OAUTH_CLIENT = {
  clientId: 'tutorly-local.apps.googleusercontent.com',
  clientSecret: 'local-oauth-client-secret',
};
const LOCAL_STATE_SECRET = 'local-youtube-oauth-state-secret';

export interface GoogleStandIns {
  oauthUrl: string;
  youtubeUrl: string;
  /** The environment the functions need to use these stand-ins (see functions/src/features/youtube/config.ts). */
  functionsEnv: Record<string, string>;
  close(): Promise<void>;
}

function listen(server: Server, host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`));
  });
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * Google's OAuth server and the YouTube Data API subset, on two ports (they are two hosts at Google),
 * sharing the tokens in memory. Uploaded videos are written under `dir`, which is emptied first.
 */
export async function startGoogleStandIns(options: {
  host: string;
  oauthPort: number;
  youtubePort: number;
  dir: string;
  redirectUris: string[];
}): Promise<GoogleStandIns> {
  await rm(options.dir, { recursive: true, force: true });
  await mkdir(options.dir, { recursive: true });
  const client: OAuthClient = { ...LOCAL_OAUTH_CLIENT, redirectUris: options.redirectUris };
  const tokens = new TokenRegistry(client);
  const oauth = createOAuthServer(tokens);
  const youtube = createYoutubeServer(tokens, new UploadSessions(options.dir));
  const oauthUrl = await listen(oauth, options.host, options.oauthPort);
  const youtubeUrl = await listen(youtube, options.host, options.youtubePort).catch(async (error: unknown) => {
    await close(oauth);
    throw error;
  });
  return {
    oauthUrl,
    youtubeUrl,
    functionsEnv: {
      GOOGLE_OAUTH_CLIENT_ID: client.clientId,
      GOOGLE_OAUTH_CLIENT_SECRET: client.clientSecret,
      YOUTUBE_OAUTH_STATE_SECRET: LOCAL_STATE_SECRET,
      YOUTUBE_OAUTH_REDIRECT_URI: options.redirectUris[0] ?? '',
      GOOGLE_OAUTH_AUTH_URL: `${oauthUrl}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${oauthUrl}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${oauthUrl}/revoke`,
      GOOGLE_OAUTH_TOKENINFO_URL: `${oauthUrl}/tokeninfo`,
      YOUTUBE_API_URL: `${youtubeUrl}/`,
    },
    close: async () => {
      await Promise.all([close(oauth), close(youtube)]);
    },
  };
}
