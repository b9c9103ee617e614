import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { APP_URL } from '../emulators/config.ts';
import type { startPublishing as StartPublishing } from '../functions/src/features/publishing/start-publishing.ts';
import { chunkBounds, VIDEO_CHUNK_COUNT } from '../functions/src/shared/schemas/uploads.ts';
import { adminDb } from '../tests/support/admin.ts';
import { createTutor } from '../tests/support/people.ts';
import { connectYoutube, eventually } from '../tests/support/youtube.ts';
import type { TestUser } from '../tests/support/auth.ts';
import { atLeast, atMost, failed, measured, type Figure } from './figures.ts';
import { API_URL, startApi } from './functions-framework.ts';
import { importFunctionsModule } from './functions-module.ts';
import { QUICK } from './settings.ts';
import { SINK_PORT, startSink } from './sink.ts';
import { measureBrowserUpload } from './upload-browser.ts';

/**
 * Chunked upload and video publishing (issue 7's budgets), against the running stack:
 *  - 100 chunks of a 500 MB file, 4 in flight, to POST /api/lessons/upload-chunk of the api function
 *    in the Functions Framework (functions-framework.ts: the runtime production runs it in), which
 *    checks the upload's owner in the Firestore emulator and stores each chunk, with its CRC-32C, in
 *    the Storage stand-in; as a share of one plain streaming POST of the same bytes by the same
 *    client to a sink in another process; from Node and from Chromium.
 *  - For comparison, the same chunks through Hosting and the Functions emulator, and to a route that
 *    only reads the body (`/api/no-such-route`, 404): what the emulator chain alone allows.
 *  - The peak RSS (VmHWM) of the Functions worker that runs `publishVideo` for a 1 GB video.
 */
const MB = 1024 * 1024;
const GROUP = 'Upload and publishing';
const UPLOAD_MB = QUICK ? 100 : 500;
const VIDEO_MB = QUICK ? 200 : 1024;
const CHUNK_ROUTE = '/api/lessons/upload-chunk';

/** 100 chunks, 4 in flight, each retried up to 3 times 1 s apart (as the browser does); resolves with the elapsed ms. */
async function uploadChunks(idToken: string, fileId: string, video: Buffer, url: string): Promise<number> {
  const started = performance.now();
  let next = 0;
  const send = (index: number) => {
    const { start, end } = chunkBounds(video.length, index);
    const form = new FormData();
    form.set('fileId', fileId);
    form.set('chunkIndex', String(index));
    form.set('totalChunks', String(VIDEO_CHUNK_COUNT));
    form.set('chunk', new Blob([new Uint8Array(video.buffer as ArrayBuffer, video.byteOffset + start, end - start)]), 'chunk');
    return fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${idToken}` }, body: form });
  };
  const worker = async () => {
    while (next < VIDEO_CHUNK_COUNT) {
      const index = next++;
      for (let attempt = 1; ; attempt++) {
        const res = await send(index).catch((error: unknown) => error as Error);
        if (res instanceof Response) await res.arrayBuffer();
        if (res instanceof Response && (res.status === 200 || !url.endsWith(CHUNK_ROUTE))) break;
        if (attempt === 3) throw new Error(`chunk ${index}: ${res instanceof Response ? res.status : res.message}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return performance.now() - started;
}

async function plainUpload(video: Buffer): Promise<number> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${SINK_PORT}/`, {
    method: 'POST',
    body: new Blob([new Uint8Array(video.buffer as ArrayBuffer, video.byteOffset, video.length)]),
  });
  await res.text();
  return performance.now() - started;
}

/** Peak RSS (VmHWM) of every Functions emulator worker that runs `publishVideo`, in MiB. */
function publishWorkerPeaks(): number[] {
  const peaks: number[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (!environ.split('\0').some((v) => v.startsWith('K_SERVICE=') && v.includes('publishVideo'))) continue;
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (hwm) peaks.push(Number(hwm) / 1024);
    } catch {
      // a process that ended, or not ours to read
    }
  }
  return peaks;
}

const rate = (bytes: number, ms: number) => `${((bytes / MB) * (1000 / ms)).toFixed(0)} MiB/s`;

export async function measureUploads(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const tutor = await createTutor('Bench Tutor');
  const connected = await connectYoutube(tutor);
  if (connected.status !== 200) throw new Error(`connecting YouTube: ${connected.status} ${connected.text}`);

  // 1. From Node: the same client for the plain upload, the emulator chain and the chunk route.
  const sample = randomBytes(UPLOAD_MB * MB);
  const sink = await startSink();
  let plainMs: number;
  try {
    plainMs = await plainUpload(sample);
  } finally {
    sink.kill();
  }
  const chainMs = await uploadChunks(tutor.idToken, crypto.randomUUID(), sample, `${APP_URL}/api/no-such-route`);
  const emulatedMs = await uploadChunks(tutor.idToken, crypto.randomUUID(), sample, `${APP_URL}${CHUNK_ROUTE}`);
  const api = await startApi();
  let chunkedMs: number;
  let browserFigures: Figure[];
  try {
    chunkedMs = await uploadChunks(tutor.idToken, crypto.randomUUID(), sample, `${API_URL}${CHUNK_ROUTE}`);
    // 2. From Chromium (the same bytes, as a file on disk), with its own plain upload as the reference.
    browserFigures = await orFailed('upload.chromium', 'from Chromium', () =>
      measureBrowserUpload(tutor.idToken, sample, API_URL),
    );
  } finally {
    api.kill();
  }
  figures.push(
    measured({
      id: 'upload.node',
      group: GROUP,
      label: `100 chunks of a ${UPLOAD_MB} MB file from Node, 4 at a time, vs a plain streaming upload`,
      value: (plainMs / chunkedMs) * 100,
      unit: '%',
      budget: atLeast(50),
      note: `chunked ${rate(sample.length, chunkedMs)} (the api function in the Functions Framework), plain ${rate(sample.length, plainMs)}`,
    }),
    measured({
      id: 'upload.node.emulated',
      group: GROUP,
      label: 'the same chunks from Node through the emulators (Hosting → Functions emulator) vs a plain streaming upload',
      value: (plainMs / emulatedMs) * 100,
      unit: '%',
      note: `chunked ${rate(sample.length, emulatedMs)}; to a route that only reads the body ${rate(sample.length, chainMs)}: what the emulator chain allows`,
    }),
  );

  figures.push(...browserFigures);

  // 3. Publishing a 1 GB video through the job.
  figures.push(...(await orFailed('publish.peak-rss', 'publishing job', () => measurePublishing(tutor))));
  return figures;
}

/** One part of the section that could not be measured fails on its own; the others still count. */
async function orFailed(id: string, label: string, measure: () => Promise<Figure[]>): Promise<Figure[]> {
  try {
    return await measure();
  } catch (error) {
    return [failed({ id, group: GROUP, label, note: `could not measure: ${(error as Error).message.split('\n')[0] ?? ''}` })];
  }
}

async function measurePublishing(tutor: TestUser): Promise<Figure[]> {
  const video = randomBytes(VIDEO_MB * MB);
  const fileId = crypto.randomUUID();
  await uploadChunks(tutor.idToken, fileId, video, `${APP_URL}${CHUNK_ROUTE}`);
  const lesson = await adminDb.collection('lessons').add({
    tutorId: tutor.uid,
    title: 'Bench lecture',
    type: 'video',
    status: 'processing',
    updatedAt: Timestamp.now(),
  });
  const { startPublishing } = await importFunctionsModule<{ startPublishing: typeof StartPublishing }>(
    'src/features/publishing/start-publishing.ts',
  );
  const started = performance.now();
  const { jobId } = await startPublishing({
    tutorId: tutor.uid,
    lessonId: lesson.id,
    fileId,
    title: 'Bench lecture',
    description: '',
  });
  let peak = 0;
  const job = await eventually(async () => {
    peak = Math.max(peak, ...publishWorkerPeaks());
    const data = (await adminDb.doc(`videoJobs/${jobId}`).get()).data();
    return data?.status === 'done' || data?.status === 'failed' ? data : undefined;
  }, 30 * 60_000);
  peak = Math.max(peak, ...publishWorkerPeaks());
  const publishMs = performance.now() - started;
  if (job.status !== 'done') throw new Error(`the publishing job failed: ${String(job.error)}`);
  // Never a pass by default: no worker seen means nothing was measured.
  if (!peak) throw new Error('found no Functions worker running publishVideo in /proc');
  return [
    measured({
      id: 'publish.peak-rss',
      group: GROUP,
      label: `publishing job: peak RSS for a ${VIDEO_MB === 1024 ? '1 GB' : `${VIDEO_MB} MB`} video to the local YouTube stand-in`,
      value: peak * 1.048576,
      unit: 'MB',
      budget: atMost(256),
      note: `the Functions emulator worker running publishVideo (VmHWM); job done in ${(publishMs / 1000).toFixed(0)} s, ${rate(video.length, publishMs)}`,
    }),
  ];
}
