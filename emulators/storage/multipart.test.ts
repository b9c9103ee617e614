import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mediaPart, type MultipartHead } from './multipart.ts';

const BOUNDARY = 'b0undary';

/** A two-part multipart/related upload as the Cloud Storage client sends it. */
function uploadBody(media: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Type: application/json\r\n\r\n{"name":"v/1"}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Type: video/mp4\r\n\r\n`),
    media,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** The body cut at `cuts` (ascending offsets), as a socket may deliver it. */
function pieces(body: Buffer, cuts: number[]): AsyncIterable<Buffer> {
  const bounds = [0, ...cuts, body.length];
  return Readable.from(bounds.slice(1).map((end, i) => body.subarray(bounds[i], end)));
}

async function readMedia(body: AsyncIterable<Buffer>): Promise<{ media: Buffer; head?: MultipartHead }> {
  let head: MultipartHead | undefined;
  const out: Buffer[] = [];
  for await (const part of mediaPart(body, BOUNDARY, (h) => (head = h))) out.push(part);
  return { media: Buffer.concat(out), head };
}

describe('mediaPart', () => {
  // Ends in bytes that look like the start of the closing boundary, which must stay media.
  const media = Buffer.concat([randomBytes(300), Buffer.from(`\r\n--b0und\r\n-`)]);
  const body = uploadBody(media);
  const closeAt = body.length - `\r\n--${BOUNDARY}--\r\n`.length;

  it('returns the media and the metadata however the body is cut around the closing boundary', async () => {
    for (let cut = closeAt - 40; cut <= body.length; cut++) {
      const { media: got, head } = await readMedia(pieces(body, [120, cut]));
      expect(got.equals(media), `cut at ${cut}`).toBe(true);
      expect(head).toEqual({ metadata: { name: 'v/1' }, mediaType: 'video/mp4' });
    }
  });

  it('returns the media from one-byte pieces and from pieces of mixed sizes', async () => {
    const everyByte = Array.from({ length: body.length - 1 }, (_, i) => i + 1);
    expect((await readMedia(pieces(body, everyByte))).media.equals(media)).toBe(true);
    const mixed = [3, 90, 91, 200, 205, 330, closeAt - 2, closeAt + 5];
    expect((await readMedia(pieces(body, mixed))).media.equals(media)).toBe(true);
  });

  it('refuses a body that ends before its closing boundary', async () => {
    await expect(readMedia(pieces(body.subarray(0, closeAt + 4), [150]))).rejects.toThrow(/ended before its closing boundary/);
  });
});
