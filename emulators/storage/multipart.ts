import { HttpError } from './store.ts';

/** The first part of a `multipart/related` upload (JSON object metadata) and the media part's own type. */
export interface MultipartHead {
  metadata: unknown;
  mediaType: string | undefined;
}

// The metadata part is small; a body that shows no media part within this much is not an upload.
const HEAD_LIMIT = 1024 * 1024;

export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/related\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function splitPart(part: Buffer): { headers: string; body: Buffer } {
  const blank = part.indexOf('\r\n\r\n');
  if (blank < 0) throw new HttpError(400, 'A multipart part has no blank line after its headers.');
  return { headers: part.subarray(0, blank).toString('latin1'), body: part.subarray(blank + 4) };
}

function contentTypeOf(headers: string): string | undefined {
  return /^content-type:[ \t]*(.+)$/im.exec(headers)?.[1]?.trim();
}

/** Finds the metadata part and the media part's headers; undefined until enough of the body has arrived. */
function parseHead(buffer: Buffer, boundary: string): { head: MultipartHead; mediaStart: number } | undefined {
  const open = Buffer.from(`--${boundary}\r\n`);
  const between = Buffer.from(`\r\n--${boundary}\r\n`);
  const first = buffer.indexOf(open);
  if (first < 0) return undefined;
  const firstEnd = buffer.indexOf(between, first + open.length);
  if (firstEnd < 0) return undefined;
  const second = firstEnd + between.length;
  const mediaHeadersEnd = buffer.indexOf('\r\n\r\n', second);
  if (mediaHeadersEnd < 0) return undefined;

  const { body } = splitPart(buffer.subarray(first + open.length, firstEnd));
  let metadata: unknown;
  try {
    metadata = body.length > 0 ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    throw new HttpError(400, 'The metadata part of the multipart upload is not JSON.');
  }
  const mediaType = contentTypeOf(buffer.subarray(second, mediaHeadersEnd).toString('latin1'));
  return { head: { metadata, mediaType }, mediaStart: mediaHeadersEnd + 4 };
}

/**
 * Yields the media bytes of a two-part `multipart/related` body as they arrive, calling `onHead` with the
 * metadata part first. The media bytes pass through as views of the request's own buffers: only the
 * few bytes that may begin the closing boundary are held back (and copied) from one piece to the next.
 */
export async function* mediaPart(
  body: AsyncIterable<Buffer>,
  boundary: string,
  onHead: (head: MultipartHead) => void,
): AsyncGenerator<Buffer> {
  const close = Buffer.from(`\r\n--${boundary}`);
  const hold = close.length - 1;
  let head: Buffer = Buffer.alloc(0);
  let inMedia = false;
  // Media bytes not yet yielded: fewer than close.length, the possible start of the closing boundary.
  let carry: Buffer = Buffer.alloc(0);
  let done = false;
  for await (const chunk of body) {
    if (done) continue; // the epilogue after the closing boundary
    let data = chunk;
    if (!inMedia) {
      head = head.length > 0 ? Buffer.concat([head, chunk]) : chunk;
      const parsed = parseHead(head, boundary);
      if (!parsed) {
        if (head.length > HEAD_LIMIT) throw new HttpError(400, 'No metadata and media parts found in the multipart body.');
        continue;
      }
      onHead(parsed.head);
      inMedia = true;
      data = head.subarray(parsed.mediaStart);
    }
    if (data.length < close.length) {
      // A small piece: join it to what is held back and look there.
      data = Buffer.concat([carry, data]);
      carry = Buffer.alloc(0);
    } else if (carry.length > 0) {
      // A boundary that begins in `carry` ends within the piece's first `hold` bytes.
      const seam = Buffer.concat([carry, data.subarray(0, hold)]);
      const end = seam.indexOf(close);
      if (end >= 0) {
        if (end > 0) yield seam.subarray(0, end);
        done = true;
        continue;
      }
      yield carry;
      carry = Buffer.alloc(0);
    }
    const end = data.indexOf(close);
    if (end >= 0) {
      if (end > 0) yield data.subarray(0, end);
      done = true;
      continue;
    }
    const keep = Math.min(data.length, hold);
    if (data.length > keep) yield data.subarray(0, data.length - keep);
    carry = data.subarray(data.length - keep);
  }
  if (!inMedia) throw new HttpError(400, 'No metadata and media parts found in the multipart body.');
  if (!done) throw new HttpError(400, 'The multipart body ended before its closing boundary.');
}
