import { statSync } from 'node:fs';
import { chunkBounds, VIDEO_CHUNK_COUNT } from '../functions/src/shared/schemas/upload-rules.ts';
import { launchChromium } from '../tests/e2e/support/browser.ts';
import { CHUNK_ROUTE, pairRatio, type UploadPair } from './chunk-upload.ts';
import { atLeast, measured, type Figure } from './figures.ts';
import { SETTINGS } from './settings.ts';
import { SINK_URL } from './sink.ts';

/**
 * The same upload from a Chromium page on the API's origin (`apiOrigin`, the Functions Framework
 * instance upload.ts runs): one plain `fetch` of the file to the sink (running), then 100 `FormData`
 * chunks, 4 in flight, to the chunk route; SETTINGS.uploadPairs such pairs.
 */
export async function measureBrowserUpload(idToken: string, path: string, apiOrigin: string): Promise<Figure[]> {
  const bytes = statSync(path).size;
  const megabytes = bytes / (1024 * 1024);
  // A file on disk, chosen in a file input, as a tutor's video is: the page's File reads from disk.
  // (A 500 MB Blob built in the page lives in the browser's blob storage, which a profile without a
  // disk may refuse: ERR_BLOB_REFERENCED_BLOB_BROKEN.)
  const browser = await launchChromium();
  try {
    // A plain context: the tests' newContext() intercepts requests (Playwright routes), which copies
    // every request body through the DevTools protocol (slow, and a 200 MB body closed the page).
    const page = await (await browser.newContext()).newPage();
    // Any page of that origin will do: the chunks then go same-origin, as they do through Hosting.
    await page.goto(`${apiOrigin}/health`);
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'file';
      input.id = 'bench-video';
      document.body.append(input);
    });
    await page.setInputFiles('#bench-video', path);
    const pair = () =>
      page.evaluate(
        async ({ bounds, route, sinkUrl, token }) => {
          const file = (document.getElementById('bench-video') as HTMLInputElement).files?.[0];
          if (!file) throw new Error('the file input holds no file');
          let started = performance.now();
          const plain = await fetch(sinkUrl, { method: 'POST', body: file }).catch((error: unknown) => {
            throw new Error(`the plain upload to the sink: ${String(error)}`);
          });
          await plain.text();
          const plainMs = performance.now() - started;

          const fileId = crypto.randomUUID();
          let next = 0;
          const worker = async () => {
            while (next < bounds.length) {
              const index = next++;
              const { start, end } = bounds[index]!;
              const form = new FormData();
              form.set('fileId', fileId);
              form.set('chunkIndex', String(index));
              form.set('totalChunks', String(bounds.length));
              form.set('chunk', file.slice(start, end), 'chunk');
              const res = await fetch(route, {
                method: 'POST',
                headers: { Authorization: `Bearer ${token}` },
                body: form,
              }).catch((error: unknown) => {
                throw new Error(`chunk ${index}: ${String(error)}`);
              });
              if (res.status !== 200) throw new Error(`chunk ${index}: ${res.status} ${await res.text()}`);
            }
          };
          started = performance.now();
          await Promise.all([worker(), worker(), worker(), worker()]);
          return { plainMs, chunkedMs: performance.now() - started };
        },
        {
          // The app's own chunking (the page cannot import it): the same 100 slices the Node client sends.
          bounds: Array.from({ length: VIDEO_CHUNK_COUNT }, (_, index) => chunkBounds(bytes, index)),
          route: CHUNK_ROUTE,
          sinkUrl: SINK_URL,
          token: idToken,
        },
      );
    const pairs: UploadPair[] = [];
    for (let i = 0; i < SETTINGS.uploadPairs; i++) pairs.push(await pair());
    const ratio = pairRatio(pairs, bytes);
    return [
      measured({
        id: 'upload.chromium',
        group: 'Upload and publishing',
        label: `100 chunks of a ${megabytes} MB file from Chromium, 4 at a time, vs a plain streaming upload`,
        value: ratio.value,
        unit: '%',
        budget: atLeast(50),
        note: `${ratio.note} (chunks to the api function in the Functions Framework, the plain upload to a sink process)`,
      }),
    ];
  } finally {
    await browser.close();
  }
}
