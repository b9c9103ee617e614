import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUploadSession,
  queryUploadPosition,
  sendUploadBytes,
} from '../../../functions/src/features/publishing/resumable-upload.ts';
import { answerConsent } from '../../../tests/support/google-consent.ts';
import { LOCAL_OAUTH_CLIENT, startGoogleStandIns, type GoogleStandIns } from './index.ts';
import type { Video } from './upload-sessions.ts';

const REDIRECT_URI = 'http://127.0.0.1:5050/youtube/oauth/callback';
const UPLOAD = 'https://www.googleapis.com/auth/youtube.upload';
const READONLY = 'https://www.googleapis.com/auth/youtube.readonly';

let standIns: GoogleStandIns;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'youtube-stand-in-'));
  standIns = await startGoogleStandIns({ host: '127.0.0.1', oauthPort: 0, youtubePort: 0, dir, redirectUris: [REDIRECT_URI] });
});

afterAll(async () => {
  await standIns?.close();
  await rm(dir, { recursive: true, force: true });
});

/** An access token for `email` with `scopes`, through the consent screen and the token endpoint. */
async function accessToken(email: string, scopes: string[]): Promise<string> {
  const authUrl = new URL(standIns.functionsEnv.GOOGLE_OAUTH_AUTH_URL!);
  authUrl.search = new URLSearchParams({
    client_id: LOCAL_OAUTH_CLIENT.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: scopes.join(' '),
    login_hint: email,
  }).toString();
  const back = await answerConsent(authUrl.toString());
  const res = await fetch(standIns.functionsEnv.GOOGLE_OAUTH_TOKEN_URL!, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT_URI,
      client_id: LOCAL_OAUTH_CLIENT.clientId,
      client_secret: LOCAL_OAUTH_CLIENT.clientSecret,
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const apiUrl = () => standIns.functionsEnv.YOUTUBE_API_URL!;
/** Short, so that a silent connection is given up within the test. */
const idleTimeoutMs = 2000;
const videos = async () =>
  ((await (await fetch(`${standIns.youtubeUrl}/__control/videos`)).json()) as { videos: Video[] }).videos;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Sends the bytes in pieces, as a stream of stored chunks would arrive. */
const streamOf = (bytes: Buffer) => Readable.from([bytes.subarray(0, bytes.length / 2), bytes.subarray(bytes.length / 2)]);

describe('YouTube stand-in: resumable upload', () => {
  it('resumes after a dropped connection from the byte it confirms, and keeps one whole video on disk', async () => {
    const token = await accessToken('nimal.perera@example.com', [UPLOAD]);
    const bytes = randomBytes(3 * 1024 * 1024);
    const session = await createUploadSession({
      apiUrl: apiUrl(),
      idleTimeoutMs,
      accessToken: token,
      metadata: { title: 'Loops in Python', description: 'Week 2' },
      totalBytes: bytes.length,
      contentType: 'video/mp4',
    });
    expect(await queryUploadPosition(session, { totalBytes: bytes.length, accessToken: token, idleTimeoutMs })).toEqual({
      kind: 'incomplete',
      offset: 0,
    });

    const failAt = 1_000_000;
    await fetch(`${standIns.youtubeUrl}/__control/fail-next-upload`, {
      method: 'POST',
      body: JSON.stringify({ afterBytes: failAt }),
    });
    const common = { totalBytes: bytes.length, contentType: 'video/mp4', accessToken: token, idleTimeoutMs };
    await expect(sendUploadBytes(session, { ...common, offset: 0, body: streamOf(bytes) })).rejects.toMatchObject({ status: 0 });

    const position = await queryUploadPosition(session, { totalBytes: bytes.length, accessToken: token, idleTimeoutMs });
    expect(position).toEqual({ kind: 'incomplete', offset: failAt });
    const done = await sendUploadBytes(session, { ...common, offset: failAt, body: streamOf(bytes.subarray(failAt)) });
    expect(done).toMatchObject({ kind: 'complete', video: { id: expect.stringMatching(/^[\w-]{11}$/) as unknown } });

    const video = (await videos()).find((v) => v.title === 'Loops in Python');
    expect(video).toMatchObject({
      bytes: bytes.length,
      sha256: sha256(bytes),
      privacyStatus: 'unlisted',
      channelTitle: 'Nimal Perera',
      requests: [
        { start: 0, bytes: failAt },
        { start: failAt, bytes: bytes.length - failAt },
      ],
    });
    expect(await readdir(dir)).toContain(`${video?.uploadId}.bin`);
    expect(await queryUploadPosition(session, { totalBytes: bytes.length, accessToken: token, idleTimeoutMs })).toMatchObject({
      kind: 'complete',
    });
  });

  it('gives up a connection that YouTube leaves silent, then resumes from the byte it confirms', async () => {
    const token = await accessToken('silent@example.com', [UPLOAD]);
    const bytes = randomBytes(2 * 1024 * 1024);
    const session = await createUploadSession({
      apiUrl: apiUrl(),
      idleTimeoutMs,
      accessToken: token,
      metadata: { title: 'Silent line', description: '' },
      totalBytes: bytes.length,
      contentType: 'video/mp4',
    });
    // YouTube keeps the first 700 kB, then neither stores what follows nor answers.
    const heldAt = 700_000;
    await fetch(`${standIns.youtubeUrl}/__control/fail-next-upload`, {
      method: 'POST',
      body: JSON.stringify({ afterBytes: heldAt, hold: true }),
    });
    const common = { totalBytes: bytes.length, contentType: 'video/mp4', accessToken: token, idleTimeoutMs };
    await expect(sendUploadBytes(session, { ...common, offset: 0, body: streamOf(bytes) })).rejects.toMatchObject({
      status: 0,
      transient: true,
      message: expect.stringContaining('YouTube sent nothing for 2 s') as unknown,
    });

    const position = await queryUploadPosition(session, { totalBytes: bytes.length, accessToken: token, idleTimeoutMs });
    expect(position).toEqual({ kind: 'incomplete', offset: heldAt });
    const done = await sendUploadBytes(session, { ...common, offset: heldAt, body: streamOf(bytes.subarray(heldAt)) });
    expect(done).toMatchObject({ kind: 'complete' });
    expect((await videos()).find((v) => v.title === 'Silent line')).toMatchObject({
      bytes: bytes.length,
      sha256: sha256(bytes),
      requests: [
        { start: 0, bytes: heldAt },
        { start: heldAt, bytes: bytes.length - heldAt },
      ],
    });
  });

  it('refuses bytes that do not start where the upload left off', async () => {
    const token = await accessToken('gap@example.com', [UPLOAD]);
    const session = await createUploadSession({
      apiUrl: apiUrl(),
      accessToken: token,
      idleTimeoutMs,
      metadata: { title: 'Gap', description: '' },
      totalBytes: 1000,
      contentType: 'video/mp4',
    });
    const answer = sendUploadBytes(session, {
      offset: 10,
      totalBytes: 1000,
      contentType: 'video/mp4',
      accessToken: token,
      idleTimeoutMs,
      body: Readable.from([Buffer.alloc(990)]),
    });
    await expect(answer).rejects.toMatchObject({ status: 400 });
  });

  it('checks the token, its scope and the metadata YouTube would refuse', async () => {
    const session = (accessToken: string, title = 'A lesson') =>
      createUploadSession({
        apiUrl: apiUrl(),
        idleTimeoutMs,
        accessToken,
        metadata: { title, description: '' },
        totalBytes: 10,
        contentType: 'video/mp4',
      });
    await expect(session('ya29.forged')).rejects.toMatchObject({ status: 401, reason: 'authError' });
    const readOnly = await accessToken('reader@example.com', [READONLY]);
    await expect(session(readOnly)).rejects.toMatchObject({ status: 403, reason: 'insufficientPermissions' });
    const uploader = await accessToken('titles@example.com', [UPLOAD]);
    await expect(session(uploader, '<b>Bold</b>')).rejects.toMatchObject({ status: 400, reason: 'invalidTitle' });
    await expect(session(uploader, 'x'.repeat(101))).rejects.toMatchObject({ status: 400, reason: 'invalidTitle' });
  });
});

describe('YouTube stand-in: channels.list', () => {
  it('names the caller’s channel, given a read scope', async () => {
    const list = (token: string) =>
      fetch(`${apiUrl()}youtube/v3/channels?part=snippet&mine=true`, { headers: { Authorization: `Bearer ${token}` } });
    const reader = await list(await accessToken('kavya.sivakumar@example.com', [UPLOAD, READONLY]));
    expect(reader.status).toBe(200);
    expect(await reader.json()).toMatchObject({
      items: [{ id: expect.stringMatching(/^UC/) as unknown, snippet: { title: 'Kavya Sivakumar' } }],
    });
    expect((await list(await accessToken('upload-only@example.com', [UPLOAD]))).status).toBe(403);
  });
});
