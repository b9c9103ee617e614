import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { APP_URL } from '../emulators/config.ts';
import type { startPublishing as StartPublishing } from '../functions/src/features/publishing/start-publishing.ts';
import { adminDb } from '../tests/support/admin.ts';
import { createTutor } from '../tests/support/people.ts';
import { connectYoutube, eventually } from '../tests/support/youtube.ts';
import type { TestUser } from '../tests/support/auth.ts';
import { CHUNK_ROUTE, mibPerSecond, pairRatio, uploadChunks, type UploadPair } from './chunk-upload.ts';
import { atLeast, atMost, failed, measured, type Figure } from './figures.ts';
import { API_URL, startApi } from './functions-framework.ts';
import { importFunctionsModule } from './functions-module.ts';
import { QUICK, ROOT } from './settings.ts';
import { median } from './stats.ts';
import { SINK_URL, startSink } from './sink.ts';
import { measureBrowserUpload } from './upload-browser.ts';

/**
 * Chunked upload and video publishing (issue 7's budgets), against the running stack:
 *  - 100 chunks of a 500 MB file, 4 in flight, to POST /api/lessons/upload-chunk of the api function
 *    in the Functions Framework (functions-framework.ts: the runtime production runs it in), which
 *    checks the upload's owner in the Firestore emulator and stores each chunk, with its CRC-32C, in
 *    the Storage stand-in; as a share of one plain streaming POST of the same bytes by the same
 *    client to a sink in another process, right before it (the median of SETTINGS.uploadPairs
 *    such pairs); from Node and from Chromium.
 *  - For comparison, the same chunks through Hosting and the Functions emulator, and to a route that
 *    only reads the body (`/api/no-such-route`, 404): what the emulator chain alone allows.
 *  - The peak RSS (VmHWM) of the Functions worker that runs `publishVideo` for a 1 GB video.
 */
const MB = 1024 * 1024;
const GROUP = 'Upload and publishing';
const UPLOAD_MB = QUICK ? 100 : 500;
const VIDEO_MB = QUICK ? 200 : 1024;

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

interface NodeClientResult {
  pairs: UploadPair[];
  othersMs: number[];
}

/** The Node client in its own process (upload-node-client.ts): the pairs with `chunkUrl`, then one run to each of `otherUrls`. */
async function nodeClient(idToken: string, file: string, chunkUrl: string, otherUrls: string[]): Promise<NodeClientResult> {
  const client = spawn(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      join(ROOT, 'bench', 'upload-node-client.ts'),
      file,
      SINK_URL,
      chunkUrl,
      ...otherUrls,
    ],
    { env: { ...process.env, BENCH_ID_TOKEN: idToken }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  client.stdout.on('data', (data: Buffer) => (output += data.toString()));
  const code = await new Promise((resolve) => client.on('exit', resolve));
  if (code !== 0) throw new Error(`the Node upload client exited with ${String(code)}`);
  return JSON.parse(output) as NodeClientResult;
}

export async function measureUploads(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const tutor = await createTutor('Bench Tutor');
  const connected = await connectYoutube(tutor);
  if (connected.status !== 200) throw new Error(`connecting YouTube: ${connected.status} ${connected.text}`);

  const sink = await startSink();
  const api = await startApi();
  let node: NodeClientResult;
  let browserFigures: Figure[];
  try {
    ({ node, browserFigures } = await withSampleVideo(UPLOAD_MB, async (file) => ({
      // 1. From Node: the api function, then the emulator chain (a route that only reads the body, then the chunk route).
      node: await nodeClient(tutor.idToken, file, `${API_URL}${CHUNK_ROUTE}`, [
        `${APP_URL}/api/no-such-route`,
        `${APP_URL}${CHUNK_ROUTE}`,
      ]),
      // 2. From Chromium, with its own plain uploads as the reference.
      browserFigures: await orFailed('upload.chromium', 'from Chromium', () =>
        measureBrowserUpload(tutor.idToken, file, API_URL),
      ),
    })));
  } finally {
    api.kill();
    sink.kill();
  }
  const bytes = UPLOAD_MB * MB;
  const plainMs = median(node.pairs.map((pair) => pair.plainMs));
  const [chainMs, emulatedMs] = node.othersMs as [number, number];
  const ratio = pairRatio(node.pairs, bytes);
  figures.push(
    measured({
      id: 'upload.node',
      group: GROUP,
      label: `100 chunks of a ${UPLOAD_MB} MB file from Node, 4 at a time, vs a plain streaming upload`,
      value: ratio.value,
      unit: '%',
      budget: atLeast(50),
      note: `${ratio.note} (chunks to the api function in the Functions Framework)`,
    }),
    measured({
      id: 'upload.node.emulated',
      group: GROUP,
      label: 'the same chunks from Node through the emulators (Hosting → Functions emulator) vs a plain streaming upload',
      value: (plainMs / emulatedMs) * 100,
      unit: '%',
      note: `chunked ${mibPerSecond(bytes, emulatedMs)}; to a route that only reads the body ${mibPerSecond(bytes, chainMs)}: what the emulator chain allows; plain: the median of the pairs'`,
    }),
  );

  figures.push(...browserFigures);

  // 3. Publishing a 1 GB video through the job.
  figures.push(...(await orFailed('publish.peak-rss', 'publishing job', () => measurePublishing(tutor))));
  return figures;
}

/** A file of `mb` random MB on disk while `use` runs, where the clients read it: a tutor's video is a file they choose. */
async function withSampleVideo<T>(mb: number, use: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  try {
    const file = join(dir, 'video.bin');
    writeFileSync(file, randomBytes(mb * MB));
    return await use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
  const fileId = crypto.randomUUID();
  await withSampleVideo(VIDEO_MB, async (file) =>
    uploadChunks(tutor.idToken, fileId, await openAsBlob(file), `${APP_URL}${CHUNK_ROUTE}`),
  );
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
      note: `the Functions emulator worker running publishVideo (VmHWM); job done in ${(publishMs / 1000).toFixed(0)} s, ${mibPerSecond(VIDEO_MB * MB, publishMs)}`,
    }),
  ];
}
