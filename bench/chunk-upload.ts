import { chunkBounds, VIDEO_CHUNK_COUNT } from '../functions/src/shared/schemas/upload-rules.ts';

/** The route every chunk goes to, under the API's origin. */
export const CHUNK_ROUTE = '/api/lessons/upload-chunk';

/**
 * 100 chunks of `video` as the browser sends them (FormData), 4 in flight, each retried up to 3 times
 * 1 s apart; resolves with the elapsed ms. A URL other than the chunk route (one that only reads the
 * body) counts any answer as done. `video` is a file on disk (`fs.openAsBlob`), as a browser's File
 * is: each chunk is a slice read as it is sent, not a copy of the file in memory.
 */
export async function uploadChunks(idToken: string, fileId: string, video: Blob, url: string): Promise<number> {
  const started = performance.now();
  let next = 0;
  const send = (index: number) => {
    const { start, end } = chunkBounds(video.size, index);
    const form = new FormData();
    form.set('fileId', fileId);
    form.set('chunkIndex', String(index));
    form.set('totalChunks', String(VIDEO_CHUNK_COUNT));
    form.set('chunk', video.slice(start, end), 'chunk');
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

/** One streaming POST of the whole of `video` (a file on disk, as for uploadChunks) to `url`; resolves with the elapsed ms. */
export async function plainUpload(video: Blob, url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', body: video });
  await res.text();
  return performance.now() - started;
}

/** A throughput as the upload figures' notes give it. */
export const mibPerSecond = (bytes: number, ms: number) => `${((bytes / (1024 * 1024)) * (1000 / ms)).toFixed(0)} MiB/s`;

/** One plain upload of the file and, right after it, the same bytes in chunks, by the same client. */
export interface UploadPair {
  plainMs: number;
  chunkedMs: number;
}

/**
 * The upload figure from pairs measured one after the other: the ratio (chunked throughput as a
 * share of plain) of the median pair, so one pair slowed by the shared machine does not decide it.
 */
export function pairRatio(pairs: readonly UploadPair[], bytes: number): { value: number; note: string } {
  const ratioOf = (pair: UploadPair) => (pair.plainMs / pair.chunkedMs) * 100;
  const sorted = pairs.toSorted((a, b) => ratioOf(a) - ratioOf(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no upload pair was measured');
  const spread =
    pairs.length > 1 ? `median of ${pairs.length} pairs (${pairs.map((p) => ratioOf(p).toFixed(1)).join(', ')} %); ` : '';
  return {
    value: ratioOf(middle),
    note: `${spread}chunked ${mibPerSecond(bytes, middle.chunkedMs)}, plain ${mibPerSecond(bytes, middle.plainMs)}`,
  };
}
