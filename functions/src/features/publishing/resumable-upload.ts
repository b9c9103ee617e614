import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A small client for YouTube's resumable upload protocol
 * (https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol). The client
 * libraries send a video in one POST that restarts from byte 0 after any failure; this one keeps
 * the session and continues from the byte YouTube confirms. The base URL is configuration.
 */
export interface YoutubeVideo {
  id: string;
}

/** Where an upload stands: YouTube has the first `offset` bytes, has the whole video, or forgot the session. */
export type UploadPosition =
  { kind: 'incomplete'; offset: number } | { kind: 'complete'; video: YoutubeVideo } | { kind: 'gone' };

export class YoutubeUploadError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }

  /** Worth trying again: the network, YouTube's own errors, rate limiting, an access token that just expired. */
  get transient(): boolean {
    return this.status === 0 || this.status === 401 || this.status === 429 || this.status >= 500;
  }
}

function errorFrom(status: number, body: string): YoutubeUploadError {
  let reason = 'unknown';
  let message = `YouTube answered ${status}`;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string; errors?: { reason?: string }[] } };
    reason = parsed.error?.errors?.[0]?.reason ?? reason;
    message = parsed.error?.message ?? message;
  } catch {
    // not JSON
  }
  return new YoutubeUploadError(status, reason, message);
}

function positionFrom(status: number, headers: Headers | IncomingMessage['headers'], body: string): UploadPosition {
  if (status === 200 || status === 201) return { kind: 'complete', video: JSON.parse(body) as YoutubeVideo };
  if (status === 308) {
    const range = headers instanceof Headers ? headers.get('range') : headers.range;
    const last = /^bytes=0-(\d+)$/.exec(range ?? '')?.[1];
    return { kind: 'incomplete', offset: last === undefined ? 0 : Number(last) + 1 };
  }
  if (status === 404 || status === 410) return { kind: 'gone' };
  throw errorFrom(status, body);
}

/** How long a call may go without a byte either way: then it is given up as a network failure (transient, so resumed). */
export interface IdleTimeout {
  idleTimeoutMs: number;
}

const silenceMessage = (ms: number) => `YouTube sent nothing for ${Math.round(ms / 1000)} s`;

/** A small request and its whole answer, which must arrive within the idle time. */
async function send(url: string, init: RequestInit, { idleTimeoutMs }: IdleTimeout): Promise<{ res: Response; body: string }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(idleTimeoutMs) });
    return { res, body: await res.text() };
  } catch (error) {
    const why = (error as Error).name === 'TimeoutError' ? silenceMessage(idleTimeoutMs) : (error as Error).message;
    throw new YoutubeUploadError(0, 'network', `YouTube could not be reached: ${why}`);
  }
}

export interface VideoMetadata {
  title: string;
  description: string;
}

/** Starts a session for an unlisted video of `totalBytes`; the answer's Location is the session URI. */
export async function createUploadSession(
  options: {
    apiUrl: string;
    accessToken: string;
    metadata: VideoMetadata;
    totalBytes: number;
    contentType: string;
  } & IdleTimeout,
): Promise<string> {
  const url = new URL('upload/youtube/v3/videos', options.apiUrl);
  url.search = 'uploadType=resumable&part=snippet,status';
  const { res, body } = await send(
    url.toString(),
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.accessToken}`,
        'Content-Type': 'application/json; charset=UTF-8',
        'X-Upload-Content-Length': String(options.totalBytes),
        'X-Upload-Content-Type': options.contentType,
      },
      body: JSON.stringify({
        // 27 = Education.
        snippet: { title: options.metadata.title, description: options.metadata.description, categoryId: '27' },
        status: { privacyStatus: 'unlisted', selfDeclaredMadeForKids: false },
      }),
    },
    options,
  );
  const location = res.headers.get('location');
  if (res.status !== 200 || !location) throw errorFrom(res.status, body);
  return location;
}

/** Asks how much of the video YouTube has (`Content-Range: bytes *\/TOTAL`). */
export async function queryUploadPosition(
  sessionUri: string,
  options: { totalBytes: number; accessToken: string } & IdleTimeout,
): Promise<UploadPosition> {
  const { res, body } = await send(
    sessionUri,
    {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${options.accessToken}`,
        'Content-Range': `bytes */${options.totalBytes}`,
        'Content-Length': '0',
      },
    },
    options,
  );
  return positionFrom(res.status, res.headers, body);
}

/**
 * Streams the rest of the video, from `offset`, in one PUT with a known length (backpressure all
 * the way to the chunk reads). Resolves with where the upload stands afterwards. A connection that
 * goes quiet (YouTube neither reading nor answering) is given up after the idle time, so the job
 * asks where the upload stands and resumes, rather than waiting for the function's own timeout.
 */
export function sendUploadBytes(
  sessionUri: string,
  options: { offset: number; totalBytes: number; contentType: string; accessToken: string; body: Readable } & IdleTimeout,
): Promise<UploadPosition> {
  const url = new URL(sessionUri);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<UploadPosition>((resolve, reject) => {
    let settled = false;
    // The first of: YouTube's answer, or the connection failing (then the caller asks where the upload stands).
    const settle = (outcome: UploadPosition | Error) => {
      if (settled) return;
      settled = true;
      options.body.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const fail = (error: unknown) =>
      settle(
        error instanceof YoutubeUploadError
          ? error
          : new YoutubeUploadError(0, 'network', `The upload to YouTube was interrupted: ${(error as Error).message}`),
      );
    const req = request(
      url,
      {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${options.accessToken}`,
          'Content-Length': String(options.totalBytes - options.offset),
          'Content-Range': `bytes ${options.offset}-${options.totalBytes - 1}/${options.totalBytes}`,
          'Content-Type': options.contentType,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('error', fail);
        res.on('end', () => {
          try {
            settle(positionFrom(res.statusCode ?? 0, res.headers, Buffer.concat(parts).toString('utf8')));
          } catch (error) {
            settle(error as Error);
          }
        });
      },
    );
    req.setTimeout(options.idleTimeoutMs, () => req.destroy(new Error(silenceMessage(options.idleTimeoutMs))));
    req.on('error', fail);
    pipeline(options.body, req).catch(fail);
  });
}
