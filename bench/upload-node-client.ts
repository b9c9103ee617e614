import { openAsBlob } from 'node:fs';
import { plainUpload, uploadChunks, type UploadPair } from './chunk-upload.ts';
import { SETTINGS } from './settings.ts';

/**
 * The Node side of the upload figures, in a process of its own as a tutor's client is (not sharing
 * an event loop with the Storage stand-in in the bench's process). Usage:
 * `upload-node-client.ts <file> <sink url> <chunk route url> [<more chunk route urls>...]` with the
 * tutor's ID token in BENCH_ID_TOKEN. Prints JSON: SETTINGS.uploadPairs pairs of a plain upload to
 * the sink and the chunks to the first route, then the ms of one chunked upload to each other route.
 */
const [file, sinkUrl, chunkUrl, ...otherUrls] = process.argv.slice(2);
const idToken = process.env.BENCH_ID_TOKEN;
if (!file || !sinkUrl || !chunkUrl || !idToken) {
  console.error('usage: BENCH_ID_TOKEN=... upload-node-client.ts <file> <sink url> <chunk route url> [<chunk route url>...]');
  process.exit(2);
}
// Read from disk as it is sent, as a browser reads a chosen file: a copy of 500 MB in memory made
// the plain upload's speed depend on how fast this VM hands out fresh memory (it ran at 109–124
// MiB/s in full bench runs, mostly in the kernel, and at 300–500 MiB/s on a fresh machine).
const video = await openAsBlob(file);
const pairs: UploadPair[] = [];
for (let i = 0; i < SETTINGS.uploadPairs; i++) {
  const plainMs = await plainUpload(video, sinkUrl);
  pairs.push({ plainMs, chunkedMs: await uploadChunks(idToken, crypto.randomUUID(), video, chunkUrl) });
}
const othersMs: number[] = [];
for (const url of otherUrls) othersMs.push(await uploadChunks(idToken, crypto.randomUUID(), video, url));
console.log(JSON.stringify({ pairs, othersMs }));
