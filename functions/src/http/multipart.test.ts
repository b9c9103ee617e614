import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { parseMultipart } from './multipart.js';

const BOUNDARY = '----tutorly-test';

function body(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[], close = true): Buffer {
  const chunks = parts.flatMap((p) => [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    p.value,
    '\r\n',
  ]);
  if (close) chunks.push(`--${BOUNDARY}--\r\n`);
  return Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
}

/** The parts of a Cloud Functions request that parseMultipart reads. */
function request(rawBody: Buffer | undefined, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Request {
  return {
    headers: { 'content-type': contentType },
    rawBody,
    is: (type: string) => (contentType.startsWith(type) ? type : false),
  } as unknown as Request;
}

describe('parseMultipart', () => {
  it('returns fields and the file bytes from the raw body', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const parsed = await parseMultipart(
      request(
        body([
          { name: 'name', value: 'Python ආරම්භය' },
          { name: 'image', value: png, filename: 'cover.png', type: 'image/png' },
        ]),
      ),
      { maxFileBytes: 1024 },
    );
    expect(parsed.fields).toEqual({ name: 'Python ආරම්භය' });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ field: 'image', filename: 'cover.png', mimeType: 'image/png' });
    expect(parsed.files[0]?.data.equals(png)).toBe(true);
  });

  it('refuses a file over the limit with 413', async () => {
    const big = Buffer.alloc(2048, 1);
    const error = await parseMultipart(
      request(body([{ name: 'chunk', value: big, filename: 'c', type: 'application/octet-stream' }])),
      {
        maxFileBytes: 1024,
      },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'payload-too-large', status: 413 });
  });

  it('refuses a body cut off halfway with 400', async () => {
    const whole = body([{ name: 'chunk', value: Buffer.alloc(500, 7), filename: 'c' }], false);
    const error = await parseMultipart(request(whole.subarray(0, 300)), { maxFileBytes: 1024 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid-argument', status: 400 });
  });

  it('refuses other content types and a missing boundary with 400', async () => {
    await expect(parseMultipart(request(Buffer.from('{}'), 'application/json'), { maxFileBytes: 10 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(parseMultipart(request(Buffer.from('x'), 'multipart/form-data'), { maxFileBytes: 10 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('refuses more files than allowed', async () => {
    const two = body([
      { name: 'a', value: 'x', filename: 'a.txt' },
      { name: 'b', value: 'y', filename: 'b.txt' },
    ]);
    await expect(parseMultipart(request(two), { maxFileBytes: 10, maxFiles: 1 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});
