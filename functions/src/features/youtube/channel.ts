import type { OAuth2Client } from 'google-auth-library';
import { logWarn } from '../../http/log.js';
import { youtubeConfig } from './config.js';

/**
 * The tutor's channel, to show which one is connected. Needs the read-only scope, which a tutor
 * may untick on Google's consent screen: then the connection works without a name to show.
 */
export async function findOwnChannel(client: OAuth2Client): Promise<{ channelId: string | null; channelTitle: string | null }> {
  const { youtube } = await import('@googleapis/youtube');
  try {
    const api = youtube({ version: 'v3', auth: client, rootUrl: youtubeConfig().apiUrl });
    const { data } = await api.channels.list({ part: ['snippet'], mine: true });
    const channel = data.items?.[0];
    return { channelId: channel?.id ?? null, channelTitle: channel?.snippet?.title ?? null };
  } catch (error) {
    logWarn('could not read the connected YouTube channel', { error: (error as Error).message });
    return { channelId: null, channelTitle: null };
  }
}
