/**
 * Measures (reports, never asserts) the upload and publishing budgets of issue 7, against the
 * running emulator stack: `npm run with-stack -- node bench/youtube-publishing.ts [videoMB]`.
 *  1. Chunk upload throughput: 100 chunks, 4 in flight, through Hosting to POST /api/lessons/upload-chunk,
 *     against one plain streaming POST of the same bytes, with the same client (Node fetch), to a sink
 *     server in another process.
 *  2. Publishing a 1 GB video: the peak RSS of the Functions emulator process that runs `publishVideo`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import type { startPublishing as StartPublishing } from '../functions/src/features/publishing/start-publishing.ts';
import { chunkBounds, VIDEO_CHUNK_COUNT } from '../functions/src/shared/schemas/uploads.ts';
import { adminDb } from '../tests/support/admin.ts';
import { connectYoutube, eventually } from '../tests/support/youtube.ts';
import { createTutor } from '../tests/support/people.ts';
import { APP_URL } from '../tests/support/emulators.ts';

// The built functions (Node runs this file directly and cannot resolve their `.js` imports to `.ts`); with-stack builds them.
const { startPublishing } = (await import(
  new URL('../functions/lib/features/publishing/start-publishing.js', import.meta.url).href
)) as {
  startPublishing: typeof StartPublishing;
};

const MB = 1024 * 1024;
const SINK_PORT = 9399;

/** 100 chunks, 4 in flight, each retried up to 3 times 1 s apart (as the browser does); resolves with the elapsed ms. */
async function uploadChunks(idToken: string, fileId: string, video: Buffer, path = '/api/lessons/upload-chunk'): Promise<number> {
  const started = performance.now();
  let next = 0;
  const send = async (index: number) => {
    const { start, end } = chunkBounds(video.length, index);
    const form = new FormData();
    form.set('fileId', fileId);
    form.set('chunkIndex', String(index));
    form.set('totalChunks', String(VIDEO_CHUNK_COUNT));
    form.set('chunk', new Blob([new Uint8Array(video.buffer as ArrayBuffer, video.byteOffset + start, end - start)]), 'chunk');
    return fetch(`${APP_URL}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${idToken}` }, body: form });
  };
  const worker = async () => {
    while (next < VIDEO_CHUNK_COUNT) {
      const index = next++;
      for (let attempt = 1; ; attempt++) {
        const res = await send(index).catch((error: unknown) => error as Error);
        if (res instanceof Response && (res.status === 200 || path !== '/api/lessons/upload-chunk')) break;
        if (attempt === 3) throw new Error(`chunk ${index}: ${res instanceof Response ? res.status : res.message}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return performance.now() - started;
}

/** A server in its own process that reads request bodies and throws them away. */
async function startSink() {
  const sink = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((req, res) => { req.on('data', () => {}); req.on('end', () => res.end('ok')); }).listen(${SINK_PORT}, '127.0.0.1', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => sink.stdout.once('data', resolve));
  return sink;
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

const videoMB = Number(process.argv[2] ?? 1024);
const tutor = await createTutor('Nimal Perera');
await connectYoutube(tutor);

// 1. Throughput, on 500 MiB (or the video size if smaller).
const sample = randomBytes(Math.min(500, videoMB) * MB);
const sink = await startSink();
const plainMs = await plainUpload(sample);
sink.kill();
// The emulator chain's own cost: the same 100 chunks to a route that does nothing (a 404 after the body is read).
const chainMs = await uploadChunks(tutor.idToken, crypto.randomUUID(), sample, '/api/no-such-route');
const chunkedMs = await uploadChunks(tutor.idToken, crypto.randomUUID(), sample);
console.log(`Plain streaming upload (Node fetch → sink process): ${rate(sample.length, plainMs)}`);
console.log(`Same 100 chunks through Hosting → Functions emulator to a no-op route: ${rate(sample.length, chainMs)}`);
console.log(
  `Chunked upload (100 chunks, 4 in flight, through Hosting → api → Storage stand-in): ${rate(sample.length, chunkedMs)}`,
);
console.log(
  `Chunked / plain: ${((plainMs / chunkedMs) * 100).toFixed(1)}%; chunked / emulator chain: ${((chainMs / chunkedMs) * 100).toFixed(1)}%`,
);

// 2. Publishing the video through the job.
const video = randomBytes(videoMB * MB);
const fileId = crypto.randomUUID();
const uploadMs = await uploadChunks(tutor.idToken, fileId, video);
console.log(`Uploaded ${videoMB} MiB in 100 chunks in ${(uploadMs / 1000).toFixed(1)} s (${rate(video.length, uploadMs)})`);
const lesson = await adminDb.collection('lessons').add({
  tutorId: tutor.uid,
  title: 'Bench lecture',
  type: 'video',
  status: 'processing',
  updatedAt: Timestamp.now(),
});
const published = performance.now();
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
const publishMs = performance.now() - published;
console.log(`Publishing job: ${String(job.status)} in ${(publishMs / 1000).toFixed(1)} s (${rate(video.length, publishMs)})`);
console.log(`Peak RSS of the publishVideo worker: ${peak.toFixed(0)} MiB (budget: under 256 MB)`);
process.exit(0);
