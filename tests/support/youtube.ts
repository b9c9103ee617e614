import { createHash, randomBytes } from 'node:crypto';
import { getApps } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { expect } from 'vitest';
import { chunkBounds, VIDEO_CHUNK_COUNT } from '../../functions/src/shared/schemas/upload-rules.ts';
import { accountFor } from '../../emulators/stand-ins/google/tokens.ts';
import { adminDb } from './admin.ts';
import { callApi, type ApiAnswer } from './api.ts';
import type { TestUser } from './auth.ts';
import { APP_URL, HOST, PORTS, STORAGE_BUCKET } from './emulators.ts';
import { answerConsent } from './google-consent.ts';
import { createTutor } from './people.ts';

export const YOUTUBE_URL = `http://${HOST}:${PORTS.youtube}`;
export const OAUTH_URL = `http://${HOST}:${PORTS.googleOAuth}`;

/** The channel name the YouTube stand-in gives a Google account (made from its e-mail address). */
export const channelTitleOf = (email: string) => accountFor(email).channelTitle;

export interface StartedFlow {
  url: URL;
  /** The `__session` cookie the API set, as the browser would send it back. */
  cookie: string;
}

/** `GET /api/youtube/auth-url`, keeping the cookie it sets (sending `held`, as a browser that has one does). */
export async function startConnecting(tutor: TestUser, held?: string): Promise<StartedFlow> {
  const res = await fetch(`${APP_URL}/api/youtube/auth-url`, {
    headers: { Authorization: `Bearer ${tutor.idToken}`, ...(held ? { Cookie: held } : {}) },
  });
  if (res.status !== 200) throw new Error(`auth-url: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { url: new URL(((await res.json()) as { url: string }).url), cookie };
}

/** `POST /api/youtube/oauth-callback` with what the callback page has: the code and state from the query string. */
export function finishConnecting(tutor: TestUser, back: URL, cookie: string, tutorId = tutor.uid): Promise<ApiAnswer> {
  return callApi('/youtube/oauth-callback', {
    method: 'POST',
    token: tutor.idToken,
    headers: cookie ? { Cookie: cookie } : {},
    json: { tutorId, code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
}

/** The whole consent flow through the stand-in; resolves with the callback's answer. */
export async function connectYoutube(tutor: TestUser): Promise<ApiAnswer> {
  const { url, cookie } = await startConnecting(tutor);
  return finishConnecting(tutor, await answerConsent(url.toString()), cookie);
}

/** One `POST /api/lessons/upload-chunk`, as the browser sends it. */
export function sendChunk(
  tutor: TestUser,
  fields: { fileId: string; chunkIndex: number | string; totalChunks?: number | string },
  bytes: Uint8Array | undefined,
): Promise<ApiAnswer> {
  const form = new FormData();
  form.set('fileId', fields.fileId);
  form.set('chunkIndex', String(fields.chunkIndex));
  form.set('totalChunks', String(fields.totalChunks ?? VIDEO_CHUNK_COUNT));
  if (bytes) form.set('chunk', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'blob');
  return callApi('/lessons/upload-chunk', { method: 'POST', token: tutor.idToken, body: form });
}

/** Sends every chunk of `video` in `order` (chunk indexes; repeats allowed), four at a time. */
export async function uploadVideo(tutor: TestUser, fileId: string, video: Buffer, order?: number[]): Promise<void> {
  const queue = [...(order ?? Array.from({ length: VIDEO_CHUNK_COUNT }, (_, i) => i))];
  const worker = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
      const { start, end } = chunkBounds(video.length, index);
      const answer = await sendChunk(tutor, { fileId, chunkIndex: index }, video.subarray(start, end));
      if (answer.status !== 200) throw new Error(`chunk ${index}: ${answer.status} ${answer.text}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

export const newFileId = () => crypto.randomUUID();

/**
 * A complete upload of `tutor` without 100 requests: the first chunk through the API (which
 * claims the file id as the route does), the other 99 written straight into Storage.
 */
export async function quickUpload(tutor: TestUser): Promise<string> {
  const fileId = newFileId();
  const first = await sendChunk(tutor, { fileId, chunkIndex: 0 }, randomBytes(64));
  if (first.status !== 200) throw new Error(`chunk 0: ${first.status} ${first.text}`);
  const bucket = getStorage(getApps()[0]).bucket(STORAGE_BUCKET);
  await Promise.all(
    Array.from({ length: VIDEO_CHUNK_COUNT - 1 }, (_, i) =>
      bucket.file(`${chunkFolder(tutor.uid, fileId)}${i + 1}`).save(randomBytes(64), { resumable: false }),
    ),
  );
  return fileId;
}

const chunkFolder = (tutorId: string, fileId: string) => `uploads/${tutorId}/${fileId}/`;

async function chunkFiles(tutorId: string, fileId: string) {
  const [files] = await getStorage(getApps()[0])
    .bucket(STORAGE_BUCKET)
    .getFiles({ prefix: chunkFolder(tutorId, fileId) });
  return files;
}

/** Names of the stored chunk objects of an upload. */
export async function storedChunks(tutorId: string, fileId: string): Promise<string[]> {
  return (await chunkFiles(tutorId, fileId)).map((file) => file.name);
}

/** Chunk index → size of what Cloud Storage holds for an upload. */
export async function storedChunkSizes(tutorId: string, fileId: string): Promise<Record<string, number>> {
  const folder = chunkFolder(tutorId, fileId);
  const files = await chunkFiles(tutorId, fileId);
  return Object.fromEntries(files.map((file): [string, number] => [file.name.slice(folder.length), Number(file.metadata.size)]));
}

export interface StandInVideo {
  id: string;
  title: string;
  description: string;
  privacyStatus: string;
  channelTitle: string;
  bytes: number;
  sha256: string;
  requests: { start: number; bytes: number }[];
}

/** What reached the YouTube stand-in. */
export async function youtubeVideos(): Promise<StandInVideo[]> {
  return ((await (await fetch(`${YOUTUBE_URL}/__control/videos`)).json()) as { videos: StandInVideo[] }).videos;
}

/** The next upload request to YouTube loses its connection once this many bytes of the video have arrived. */
export async function failNextYoutubeUploadAfter(afterBytes: number): Promise<void> {
  await fetch(`${YOUTUBE_URL}/__control/fail-next-upload`, { method: 'POST', body: JSON.stringify({ afterBytes }) });
}

/** The next upload request to YouTube stops being read after this many bytes and hangs until its sender goes away. */
export async function holdNextYoutubeUploadAfter(afterBytes: number): Promise<void> {
  await fetch(`${YOUTUBE_URL}/__control/fail-next-upload`, { method: 'POST', body: JSON.stringify({ afterBytes, hold: true }) });
}

/** The client-side ports of the upload requests the YouTube stand-in is holding open. */
export async function heldYoutubeUploads(): Promise<number[]> {
  return ((await (await fetch(`${YOUTUBE_URL}/__control/held-uploads`)).json()) as { clientPorts: number[] }).clientPorts;
}

/** Polls until `read` returns a value. */
export async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A video lesson as the lessons API leaves it while its video is being published. */
export async function createVideoLesson(tutor: TestUser, title: string): Promise<string> {
  const lesson = await adminDb.collection('lessons').add({
    tutorId: tutor.uid,
    courseId: 'course-1',
    courseName: 'Python',
    title,
    description: 'A recorded lecture',
    type: 'video',
    duration: '15 minutes',
    content: '<p>Notes</p>',
    status: 'processing',
    views: 0,
    completion: 0,
    videoUrl: null,
    youtubeVideoId: null,
    thumbnailPath: null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return lesson.id;
}

export async function finishedJob(jobId: string) {
  return eventually(async () => {
    const job = (await adminDb.doc(`videoJobs/${jobId}`).get()).data();
    return job?.status === 'done' || job?.status === 'failed' ? job : undefined;
  });
}

/** Right after the job is done, the chunks and the upload's bookkeeping go (the tutor does not wait for that). */
export async function cleanedUp(tutorId: string, fileId: string) {
  await eventually(async () => {
    const chunks = await storedChunks(tutorId, fileId);
    const upload = await adminDb.doc(`uploads/${fileId}`).get();
    return chunks.length === 0 && !upload.exists ? true : undefined;
  }, 30_000);
}

/** A tutor with YouTube connected, a 3 MB video uploaded in 100 chunks, and its video lesson waiting to be published. */
export async function readyToPublish(tutorName: string, titlePrefix: string) {
  const tutor = await createTutor(tutorName);
  await connectYoutube(tutor);
  const video = randomBytes(3 * 1024 * 1024);
  const fileId = newFileId();
  await uploadVideo(tutor, fileId, video);
  const title = `${titlePrefix} ${fileId.slice(0, 8)}`;
  const lessonId = await createVideoLesson(tutor, title);
  return { tutor, video, fileId, title, lessonId };
}

/**
 * YouTube has the video once and whole, from two requests: bytes up to `breakAt`, then only the
 * rest (the job resumed where YouTube stopped rather than starting over); the lesson is published.
 */
export async function expectResumedVideo(published: { video: Buffer; title: string; lessonId: string }, breakAt: number) {
  const { video, title, lessonId } = published;
  const arrived = (await youtubeVideos()).filter((v) => v.title === title);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]).toMatchObject({ bytes: video.length, sha256: createHash('sha256').update(video).digest('hex') });
  expect(arrived[0]?.requests).toEqual([
    { start: 0, bytes: breakAt },
    { start: breakAt, bytes: video.length - breakAt },
  ]);
  expect((await adminDb.doc(`lessons/${lessonId}`).get()).get('status')).toBe('published');
}

/** The next `count` requests to Google's token endpoint answer 503, as it does now and then. */
export async function failGoogleTokenRequests(count: number): Promise<void> {
  await fetch(`${OAUTH_URL}/__control/fail-token-requests?count=${count}`, { method: 'POST' });
}
