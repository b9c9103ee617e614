import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { App } from 'firebase-admin/app';
import type { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageStandIn } from './server.ts';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

const BUCKET = 'demo-tutorly.appspot.com';
const MiB = 1024 * 1024;

let standIn: Awaited<ReturnType<typeof startStorageStandIn>>;
let dir: string;
let app: App;
let bucket: Bucket;
let deleteApp: (app: App) => Promise<void>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-stand-in-'));
  standIn = await startStorageStandIn({ host: '127.0.0.1', port: 0, dir });
  // Set before firebase-admin loads, as the emulator stack does for the functions runtime.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = standIn.url.replace(/^http:\/\//, '');
  process.env.STORAGE_EMULATOR_HOST = standIn.url;
  const admin = await import('firebase-admin/app');
  const { getStorage } = await import('firebase-admin/storage');
  deleteApp = admin.deleteApp;
  app = admin.initializeApp({ projectId: 'demo-tutorly', storageBucket: BUCKET }, 'storage-stand-in-test');
  bucket = getStorage(app).bucket();
});

afterAll(async () => {
  await deleteApp?.(app);
  await standIn?.close();
  await rm(dir, { recursive: true, force: true });
});

/** CRC-32C the slow, obvious way (bit by bit, no tables), base64 of its big-endian bytes as the JSON API reports it. */
function bitwiseCrc32c(bytes: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  }
  const out = Buffer.alloc(4);
  out.writeUInt32BE(~crc >>> 0);
  return out.toString('base64');
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');
const uploadUrl = (query: string) => `${standIn.url}/upload/storage/v1/b/${BUCKET}/o?${query}`;

async function collect(readable: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    readable,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

describe('Storage stand-in through firebase-admin', () => {
  it('keeps bytes, content type and custom metadata of a resumable save', async () => {
    const bytes = randomBytes(300 * 1024);
    const file = bucket.file('save/resumable.bin');
    await file.save(bytes, { contentType: 'video/webm', metadata: { metadata: { lessonId: 'l1', owner: 'u1' } } });

    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      kind: 'storage#object',
      name: 'save/resumable.bin',
      bucket: BUCKET,
      contentType: 'video/webm',
      size: String(bytes.length),
      md5Hash: md5(bytes),
      metadata: { lessonId: 'l1', owner: 'u1' },
    });
  });

  it('reports the CRC-32C Cloud Storage would: the standard check value, and for odd lengths across requests', async () => {
    const check = bucket.file('crc/check.txt');
    await check.save('123456789', { resumable: false });
    // 0xE3069283, the published check value of CRC-32C, as the big-endian base64 the JSON API uses.
    expect((await check.getMetadata())[0].crc32c).toBe('4waSgw==');

    const bytes = randomBytes(3 * MiB + 13);
    const file = bucket.file('crc/odd.bin');
    await pipeline(
      Readable.from([bytes.subarray(0, MiB + 3), bytes.subarray(MiB + 3)]),
      file.createWriteStream({ chunkSize: 2 * MiB }),
    );
    expect((await file.getMetadata())[0].crc32c).toBe(bitwiseCrc32c(bytes));
  });

  it('checks the MD5 or CRC-32C a client sends with an upload, and stores nothing when they differ', async () => {
    const bytes = randomBytes(256 * 1024);
    const good = bucket.file('hash/good.bin');
    await good.save(bytes, { resumable: false, validation: false, metadata: { crc32c: bitwiseCrc32c(bytes) } });
    expect((await good.getMetadata())[0].size).toBe(String(bytes.length));

    const other = randomBytes(bytes.length);
    const wrongCrc = bucket.file('hash/wrong-crc.bin');
    await expect(
      wrongCrc.save(bytes, { resumable: false, validation: false, metadata: { crc32c: bitwiseCrc32c(other) } }),
    ).rejects.toThrow(`doesn't match calculated CRC32C "${bitwiseCrc32c(bytes)}"`);
    const wrongMd5 = bucket.file('hash/wrong-md5.bin');
    await expect(wrongMd5.save(bytes, { resumable: true, validation: false, metadata: { md5Hash: md5(other) } })).rejects.toThrow(
      `doesn't match calculated MD5 hash "${md5(bytes)}"`,
    );
    expect((await wrongCrc.exists())[0]).toBe(false);
    expect((await wrongMd5.exists())[0]).toBe(false);
  });

  it('stores a non-resumable (multipart) save', async () => {
    const file = bucket.file('save/multipart.json');
    await file.save(JSON.stringify({ hello: 'wörld' }), {
      resumable: false,
      contentType: 'application/json',
      metadata: { metadata: { kind: 'note' } },
    });

    const [downloaded] = await file.download();
    expect(JSON.parse(downloaded.toString('utf8'))).toEqual({ hello: 'wörld' });
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('application/json');
    expect(metadata.metadata).toEqual({ kind: 'note' });
  });

  it('takes 20 MB through createWriteStream in 8 MiB resumable chunks and streams it back', { timeout: 60_000 }, async () => {
    const bytes = randomBytes(20 * MiB);
    const file = bucket.file('video/lesson-1/chunk-0.webm');
    const progress: number[] = [];
    const upload = file.createWriteStream({ chunkSize: 8 * MiB, contentType: 'video/webm' });
    upload.on('progress', (event: { bytesWritten: number }) => progress.push(event.bytesWritten));
    await pipeline(Readable.from([bytes.subarray(0, 5 * MiB), bytes.subarray(5 * MiB)]), upload);

    expect(progress.at(-1)).toBe(bytes.length);
    const [metadata] = await file.getMetadata();
    expect(metadata.size).toBe(String(bytes.length));
    expect(metadata.md5Hash).toBe(md5(bytes));
    // createReadStream checks the x-goog-hash (CRC32C) we send against what arrives.
    const streamed = await collect(file.createReadStream());
    expect(streamed.equals(bytes)).toBe(true);
    const [downloaded] = await file.download({ validation: 'md5' });
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it('stores and serves an empty object', async () => {
    const file = bucket.file('empty/nothing.txt');
    await file.save('', { contentType: 'text/plain' });
    expect((await file.download())[0]).toHaveLength(0);
    expect((await file.getMetadata())[0].size).toBe('0');
  });

  it('serves byte ranges', async () => {
    const bytes = randomBytes(64 * 1024);
    const file = bucket.file('ranges/data.bin');
    await file.save(bytes);

    expect((await collect(file.createReadStream({ start: 1000, end: 1999 }))).equals(bytes.subarray(1000, 2000))).toBe(true);
    expect((await collect(file.createReadStream({ start: 60 * 1024 }))).equals(bytes.subarray(60 * 1024))).toBe(true);
  });

  it('resumes an interrupted upload from what the stand-in reports having received', async () => {
    const bytes = randomBytes(1 * MiB);
    const file = bucket.file('resume/partial.bin');
    const [uri] = await file.createResumableUpload({ metadata: { contentType: 'application/pdf' } });

    const first = await fetch(uri, {
      method: 'PUT',
      headers: { 'Content-Range': `bytes 0-${256 * 1024 - 1}/*` },
      body: bytes.subarray(0, 256 * 1024),
    });
    expect(first.status).toBe(308);
    expect(first.headers.get('range')).toBe(`bytes=0-${256 * 1024 - 1}`);
    const status = await fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes */*' } });
    expect(status.status).toBe(308);
    expect(status.headers.get('range')).toBe(`bytes=0-${256 * 1024 - 1}`);

    // Given only the session URI, the client asks for the status and sends the rest.
    await file.save(bytes, { uri });
    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);
    expect((await file.getMetadata())[0].contentType).toBe('application/pdf');
  });

  it('drops the bytes of an upload request the client abandoned, so the upload can start over', async () => {
    const bytes = randomBytes(1 * MiB);
    const file = bucket.file('resume/abandoned.bin');
    const [uri] = await file.createResumableUpload();
    const abandoned = request(uri, {
      method: 'PUT',
      headers: { 'Content-Range': 'bytes 0-*/*', 'Content-Length': bytes.length },
    });
    abandoned.on('error', () => {});
    abandoned.write(bytes.subarray(0, 300 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 100));
    abandoned.destroy();

    let received: string | null = 'unknown';
    for (let attempt = 0; attempt < 40 && received !== null; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      received = (await fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes */*' } })).headers.get('range');
    }
    expect(received).toBeNull();
    await file.save(bytes, { uri });
    expect((await file.download())[0].equals(bytes)).toBe(true);
  });

  it('reports whether objects exist', async () => {
    await bucket.file('exists/yes.txt').save('here');
    expect((await bucket.file('exists/yes.txt').exists())[0]).toBe(true);
    expect((await bucket.file('exists/no.txt').exists())[0]).toBe(false);
  });

  it('lists by prefix, folds names past a delimiter into prefixes, and pages', async () => {
    for (const name of ['list/a.txt', 'list/b c/ü.txt', 'list/b c/2.txt', 'list/z/1.txt', 'listing-other.txt'])
      await bucket.file(name).save(name);

    const [all] = await bucket.getFiles({ prefix: 'list/' });
    expect(all.map((f) => f.name)).toEqual(['list/a.txt', 'list/b c/2.txt', 'list/b c/ü.txt', 'list/z/1.txt']);

    const [files, , response] = await bucket.getFiles({ prefix: 'list/', delimiter: '/', autoPaginate: false });
    expect(files.map((f) => f.name)).toEqual(['list/a.txt']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['list/b c/', 'list/z/']);

    const [firstPage, next] = await bucket.getFiles({ prefix: 'list/', maxResults: 3, autoPaginate: false });
    expect(firstPage).toHaveLength(3);
    const [secondPage] = await bucket.getFiles({ ...next, autoPaginate: false });
    expect(secondPage.map((f) => f.name)).toEqual(['list/z/1.txt']);
  });

  it('updates metadata, clearing keys set to null', async () => {
    const file = bucket.file('patch/doc.txt');
    await file.save('text', { contentType: 'text/plain', metadata: { metadata: { keep: '1', drop: '2' } } });

    await file.setMetadata({ contentDisposition: 'attachment', metadata: { drop: null, added: '3' } });
    const [metadata] = await file.getMetadata();
    expect(metadata.metadata).toEqual({ keep: '1', added: '3' });
    expect(metadata.contentDisposition).toBe('attachment');
    expect(metadata.contentType).toBe('text/plain');
    expect(metadata.metageneration).toBe('2');
  });

  it('deletes objects, one at a time and by prefix', async () => {
    const file = bucket.file('delete/one.txt');
    await file.save('bye');
    await file.delete();
    await expect(file.getMetadata()).rejects.toMatchObject({ code: 404 });
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });

    await Promise.all(['delete/dir/1', 'delete/dir/2', 'delete/keep'].map((name) => bucket.file(name).save(name)));
    await bucket.deleteFiles({ prefix: 'delete/dir/' });
    expect((await bucket.getFiles({ prefix: 'delete/' }))[0].map((f) => f.name)).toEqual(['delete/keep']);
  });

  it('rejects downloading a missing object with code 404', async () => {
    await expect(bucket.file('missing/nothing.bin').download()).rejects.toMatchObject({ code: 404 });
  });

  it('honours ifGenerationMatch: 0 (create only if absent)', async () => {
    const file = bucket.file('precondition/once.txt');
    await file.save('first', { preconditionOpts: { ifGenerationMatch: 0 } });
    await expect(file.save('second', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } })).rejects.toMatchObject({
      code: 412,
    });
    expect((await file.download())[0].toString()).toBe('first');
  });

  it('answers calls it does not implement with 501', async () => {
    await bucket.file('copy/source.txt').save('x');
    await expect(bucket.file('copy/source.txt').copy('copy/target.txt')).rejects.toMatchObject({ code: 501 });
  });
});

describe('Storage stand-in with malformed requests', () => {
  it('rejects a multipart upload whose body is not multipart, and stores nothing', async () => {
    const res = await fetch(uploadUrl('uploadType=multipart&name=bad/multipart.bin'), {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/related; boundary=xyz' },
      body: 'this is not a multipart body',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 400 } });
    expect((await bucket.file('bad/multipart.bin').exists())[0]).toBe(false);
  });

  it('answers a large malformed multipart upload with 400 rather than resetting the connection', async () => {
    const res = await fetch(uploadUrl('uploadType=multipart&name=bad/large.bin'), {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/related; boundary=xyz' },
      body: randomBytes(5 * MiB),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 400 } });
  });

  it('rejects a resumable upload started with invalid JSON or without a name', async () => {
    const badJson = await fetch(uploadUrl('uploadType=resumable&name=bad/json.bin'), { method: 'POST', body: '{not json' });
    expect(badJson.status).toBe(400);
    const noName = await fetch(uploadUrl('uploadType=resumable'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(noName.status).toBe(400);
  });

  it('rejects chunks for unknown sessions, garbled ranges and lengths that disagree with Content-Range', async () => {
    const unknown = await fetch(uploadUrl('uploadType=resumable&upload_id=nope'), { method: 'PUT', body: 'x' });
    expect(unknown.status).toBe(404);

    const [uri] = await bucket.file('bad/range.bin').createResumableUpload();
    const garbled = await fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes what' }, body: 'x' });
    expect(garbled.status).toBe(400);
    const short = await fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes 0-9/10' }, body: 'only five' });
    expect(short.status).toBe(400);
    // The rejected bytes were dropped: the session still has nothing.
    const status = await fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes */*' } });
    expect(status.status).toBe(308);
    expect(status.headers.get('range')).toBeNull();
  });

  it('answers a badly encoded path with 400 and keeps serving', async () => {
    const res = await fetch(`${standIn.url}/b/${BUCKET}/o/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect((await bucket.file('exists/yes.txt').exists())[0]).toBe(true);
  });
});
