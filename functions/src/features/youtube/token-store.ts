import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { OAuth2Client } from 'google-auth-library';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import { YOUTUBE_NOT_CONNECTED_MESSAGE } from '../../shared/schemas/youtube-messages.js';
import { createOAuthClient, isInvalidGrant } from './oauth-client.js';

/** `youtubeTokens/{tutorId}`: server-only (firestore.rules denies every client). */
export interface StoredYoutubeToken {
  refreshToken: string;
  scopes: string[];
  channelId: string | null;
  channelTitle: string | null;
  connectedAt: Timestamp;
}

export const tokenDoc = (tutorId: string) => db.collection('youtubeTokens').doc(tutorId);

export async function readYoutubeToken(tutorId: string): Promise<StoredYoutubeToken | undefined> {
  const snapshot = await tokenDoc(tutorId).get();
  return snapshot.exists ? (snapshot.data() as StoredYoutubeToken) : undefined;
}

export async function saveYoutubeToken(tutorId: string, token: Omit<StoredYoutubeToken, 'connectedAt'>): Promise<void> {
  await tokenDoc(tutorId).set({ ...token, connectedAt: FieldValue.serverTimestamp() });
}

/**
 * Forgets the refresh token `refreshToken`, unless the tutor has connected again since it was read:
 * a job failing on the old token must not delete the one they have just given.
 */
export async function deleteYoutubeToken(tutorId: string, refreshToken: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const current = await tx.get(tokenDoc(tutorId));
    if (current.get('refreshToken') === refreshToken) tx.delete(current.ref);
  });
}

export const notConnected = () => new AppError('failed-precondition', YOUTUBE_NOT_CONNECTED_MESSAGE);

/**
 * An OAuth client holding the tutor's refresh token, with a fresh access token already fetched.
 * A refresh token Google no longer honours (invalid_grant) is forgotten: the tutor must connect again.
 */
export async function authorizedClient(
  tutorId: string,
): Promise<{ client: OAuth2Client; accessToken: string; stored: StoredYoutubeToken }> {
  const stored = await readYoutubeToken(tutorId);
  if (!stored) throw notConnected();
  const client = await createOAuthClient();
  client.setCredentials({ refresh_token: stored.refreshToken });
  try {
    const { token } = await client.getAccessToken();
    if (!token) throw notConnected();
    return { client, accessToken: token, stored };
  } catch (error) {
    if (!isInvalidGrant(error)) throw error;
    await deleteYoutubeToken(tutorId, stored.refreshToken);
    throw notConnected();
  }
}
