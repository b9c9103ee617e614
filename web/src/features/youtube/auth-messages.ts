import { YOUTUBE_AUTH_SUCCESS, type TYoutubeAuthSuccessMessage } from '@shared/schemas/youtube-messages';

/**
 * How the callback popup tells the page that opened it that the channel is connected (spec §4):
 * `postMessage` to a same-origin opener, and a same-origin BroadcastChannel for when Google's
 * pages cut the popup off from its opener (Cross-Origin-Opener-Policy).
 */
const CHANNEL = 'tutorly-youtube-auth';

const isSuccess = (data: unknown): data is TYoutubeAuthSuccessMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === YOUTUBE_AUTH_SUCCESS;

/** Posts the success message; true when a same-origin opener received it directly. */
export function announceYoutubeConnected(tutorId: string): boolean {
  const message: TYoutubeAuthSuccessMessage = { type: YOUTUBE_AUTH_SUCCESS, tutorId };
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  try {
    // Reading another origin's location throws: only a page of our own origin gets the message.
    if (opener.location.origin !== window.location.origin) return false;
  } catch {
    return false;
  }
  opener.postMessage(message, window.location.origin);
  return true;
}

/** Calls `onConnected` once per success message from our own origin; returns the unsubscribe function. */
export function onYoutubeConnected(onConnected: (tutorId: string) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && isSuccess(event.data)) onConnected(event.data.tutorId);
  };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isSuccess(event.data)) onConnected(event.data.tutorId);
  };
  window.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('message', onMessage);
    channel.close();
  };
}
