import { readFileSync } from 'node:fs';
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
const video = readFileSync(file);
const pairs: UploadPair[] = [];
for (let i = 0; i < SETTINGS.uploadPairs; i++) {
  const plainMs = await plainUpload(video, sinkUrl);
  pairs.push({ plainMs, chunkedMs: await uploadChunks(idToken, crypto.randomUUID(), video, chunkUrl) });
}
const othersMs: number[] = [];
for (const url of otherUrls) othersMs.push(await uploadChunks(idToken, crypto.randomUUID(), video, url));
console.log(JSON.stringify({ pairs, othersMs }));
