import { readFileSync } from 'node:fs';
import { plainUpload, uploadChunks } from './chunk-upload.ts';

/**
 * The Node side of the upload figures, in a process of its own as a tutor's client would be: in the
 * bench's own process it shared an event loop with the Storage stand-in and the heap the earlier
 * sections left, which slowed its plain upload up to four times (86 vs 359 MiB/s), so the ratio
 * measured that. Usage: `upload-node-client.ts <file> <sink url> <chunk route url>...` with the
 * tutor's ID token in BENCH_ID_TOKEN; prints the elapsed ms as JSON.
 */
const [file, sinkUrl, ...chunkUrls] = process.argv.slice(2);
const idToken = process.env.BENCH_ID_TOKEN;
if (!file || !sinkUrl || !chunkUrls.length || !idToken) {
  console.error('usage: BENCH_ID_TOKEN=... upload-node-client.ts <file> <sink url> <chunk route url>...');
  process.exit(2);
}
const video = readFileSync(file);
const plainMs = await plainUpload(video, sinkUrl);
const chunkedMs: number[] = [];
for (const url of chunkUrls) chunkedMs.push(await uploadChunks(idToken, crypto.randomUUID(), video, url));
console.log(JSON.stringify({ plainMs, chunkedMs }));
