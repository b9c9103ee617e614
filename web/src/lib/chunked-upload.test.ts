import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiRequest } from '@/lib/api-client';
import { chunksInFlight, newChunkedUpload, uploadInChunks } from '@/lib/chunked-upload';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiRequest: vi.fn(),
}));
const send = vi.mocked(apiRequest);

interface SentChunk {
  fileId: string;
  index: number;
  total: string;
  bytes: Uint8Array;
}

/** jsdom's Blob has no arrayBuffer(). */
const read = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });

/** Records every chunk request; `answer` decides each one's fate. */
function serve(answer: (chunk: SentChunk, attempt: number) => Promise<unknown> = () => Promise.resolve({})) {
  const sent: SentChunk[] = [];
  const attempts = new Map<number, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  send.mockImplementation(async (_path, options) => {
    const form = options?.body as FormData;
    const chunk: SentChunk = {
      fileId: form.get('fileId') as string,
      index: Number(form.get('chunkIndex')),
      total: form.get('totalChunks') as string,
      bytes: await read(form.get('chunk') as Blob),
    };
    const attempt = (attempts.get(chunk.index) ?? 0) + 1;
    attempts.set(chunk.index, attempt);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const result = await answer(chunk, attempt);
      sent.push(chunk);
      return result;
    } finally {
      inFlight -= 1;
    }
  });
  return { sent, attempts, maxInFlight: () => maxInFlight };
}

const video = (size: number) => {
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  return { bytes, file: new File([bytes], 'lecture.mp4', { type: 'video/mp4' }) };
};

beforeEach(() => {
  send.mockReset();
});

describe('uploadInChunks', () => {
  it('sends exactly 100 chunks, four at a time, that add up to the file, with rising progress to 100%', async () => {
    const { bytes, file } = video(10_007);
    const server = serve();
    const progress: number[] = [];
    const upload = newChunkedUpload(file);
    await uploadInChunks(upload, { onProgress: (p) => progress.push(p) });
    const { fileId } = upload;

    expect(server.sent).toHaveLength(100);
    expect(new Set(server.sent.map((c) => c.fileId))).toEqual(new Set([fileId]));
    expect(server.sent.every((c) => c.total === '100')).toBe(true);
    const ordered = [...server.sent].sort((a, b) => a.index - b.index);
    expect(ordered.map((c) => c.index)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const joined = new Uint8Array(ordered.reduce((n, c) => n + c.bytes.length, 0));
    ordered.reduce((offset, c) => (joined.set(c.bytes, offset), offset + c.bytes.length), 0);
    expect(joined).toEqual(bytes);
    expect(server.maxInFlight()).toBe(4);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('sends the first chunk alone, to measure the link before sending more at once', async () => {
    let othersBeforeFirstEnded = 0;
    let firstDone = false;
    serve((chunk) => {
      if (chunk.index === 0) return new Promise((resolve) => setTimeout(() => ((firstDone = true), resolve({})), 20));
      if (!firstDone) othersBeforeFirstEnded += 1;
      return Promise.resolve({});
    });
    await uploadInChunks(newChunkedUpload(video(1000).file));
    expect(othersBeforeFirstEnded).toBe(0);
  });

  it('sends as many chunks at once as the link carries within the request time limit', () => {
    const chunk = 21.5e6; // a 2 GB video's chunk
    const mbitPerS = (n: number) => (n * 1e6) / 8 / 1000; // bytes per ms
    expect(chunksInFlight(mbitPerS(5), chunk)).toBe(1);
    expect(chunksInFlight(mbitPerS(12), chunk)).toBe(2);
    expect(chunksInFlight(mbitPerS(100), chunk)).toBe(4);
    expect(chunksInFlight(mbitPerS(5), 1e6)).toBe(4);
  });

  it('retries a failing chunk after waiting 1 s and succeeds', async () => {
    const server = serve((chunk, attempt) =>
      chunk.index === 7 && attempt < 3 ? Promise.reject(new ApiError(503, 'unavailable', 'busy')) : Promise.resolve({}),
    );
    await uploadInChunks(newChunkedUpload(video(1000).file));
    expect(server.attempts.get(7)).toBe(3);
    expect(server.sent).toHaveLength(100);
  });

  it('gives up after 3 attempts with the spec’s messages, and stops sending', async () => {
    const failing = (status: number) => () =>
      serve((chunk) => (chunk.index === 4 ? Promise.reject(new ApiError(status, 'internal', 'x')) : Promise.resolve({})));
    const server = failing(500)();
    await expect(uploadInChunks(newChunkedUpload(video(1000).file))).rejects.toThrow('Failed to upload chunk 5 after 3 attempts');
    expect(server.attempts.get(4)).toBe(3);
    expect(server.sent.length).toBeLessThan(100);

    failing(0)();
    await expect(uploadInChunks(newChunkedUpload(video(1000).file))).rejects.toThrow('Network error during video upload');
  }, 15_000);

  it('stops sending when the caller cancels, also in browsers without AbortSignal.any (Safari before 17.4)', async () => {
    const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    Reflect.deleteProperty(AbortSignal, 'any');
    try {
      const cancel = new AbortController();
      const server = serve((chunk) => {
        if (chunk.index === 10) cancel.abort(new Error('Upload cancelled'));
        return Promise.resolve({});
      });
      await expect(uploadInChunks(newChunkedUpload(video(1000).file), { signal: cancel.signal })).rejects.toThrow(
        'Upload cancelled',
      );
      expect(server.sent.length).toBeLessThan(20);
    } finally {
      if (any) Object.defineProperty(AbortSignal, 'any', any);
    }
  });

  it('carries on after a failure: only the chunks that did not arrive go again, under the same file id', async () => {
    const { bytes, file } = video(10_007);
    const upload = newChunkedUpload(file);
    let down = true;
    const first = serve((chunk) =>
      chunk.index === 60 && down ? Promise.reject(new ApiError(503, 'unavailable', 'busy')) : Promise.resolve({}),
    );
    await expect(uploadInChunks(upload)).rejects.toThrow('Failed to upload chunk 61 after 3 attempts');
    const arrived = new Set(first.sent.map((c) => c.index));
    expect(arrived.size).toBeGreaterThan(0);
    expect(arrived.has(60)).toBe(false);

    down = false;
    const second = serve();
    const progress: number[] = [];
    await uploadInChunks(upload, { onProgress: (p) => progress.push(p) });
    const resent = second.sent.map((c) => c.index);
    expect(resent.filter((index) => arrived.has(index))).toEqual([]);
    expect(new Set([...arrived, ...resent]).size).toBe(100);
    expect(new Set(second.sent.map((c) => c.fileId))).toEqual(new Set([upload.fileId]));
    // Progress starts from what had arrived, not from 0.
    expect(progress[0]).toBe(Math.floor((first.sent.reduce((n, c) => n + c.bytes.length, 0) * 100) / bytes.length));
    expect(progress.at(-1)).toBe(100);
  }, 15_000);

  it('does not retry a chunk the server refuses (4xx)', async () => {
    const server = serve(() => Promise.reject(new ApiError(413, 'payload-too-large', 'The file "chunk" is too large.')));
    await expect(uploadInChunks(newChunkedUpload(video(1000).file))).rejects.toThrow('The file "chunk" is too large.');
    expect(Math.max(...server.attempts.values())).toBe(1);
  });

  it('refuses files too small to split into 100 chunks', () => {
    expect(() => newChunkedUpload(video(99).file)).toThrow('This file is too small to be a video.');
    expect(send).not.toHaveBeenCalled();
  });
});
