/**
 * A local stand-in for the part of the Cloud Storage JSON API that firebase-admin (@google-cloud/storage) uses,
 * for when firebase-tools' Storage emulator cannot start (its rules runtime is a download). Object bytes and
 * records live under `dir` and are streamed, never held whole in memory.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { sendJson } from '../stand-ins/http.ts';
import { mediaPart, multipartBoundary, type MultipartHead } from './multipart.ts';
import {
  declaredHashes,
  HttpError,
  ObjectStore,
  parseFields,
  type DeclaredHashes,
  type FieldsPatch,
  type ObjectResource,
  type Preconditions,
  type Staged,
} from './store.ts';

interface Session {
  bucket: string;
  name: string;
  fields: FieldsPatch;
  hashes: DeclaredHashes;
  preconditions: Preconditions;
  staged: Staged;
  total: number | undefined;
  busy: boolean;
  done?: ObjectResource;
}

// `bytes */T` asks how much has arrived; `bytes S-E/T` carries bytes S..E, where `*` means "not known yet".
type ContentRange =
  | { query: true; total: number | undefined }
  | { query: false; start: number; last: number | undefined; total: number | undefined };

const JSON_LIMIT = 1024 * 1024;
const PRECONDITIONS = ['generation', 'ifGenerationMatch', 'ifMetagenerationMatch'] as const;

function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const status = error instanceof HttpError ? error.status : 500;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 500 && !req.socket.destroyed) console.error('[storage stand-in]', error);
  if (res.headersSent || req.socket.destroyed) {
    res.destroy();
    return;
  }
  sendJson(res, status, {
    error: {
      code: status,
      message,
      errors: [{ message, domain: 'global', reason: status === 501 ? 'notImplemented' : 'invalid' }],
    },
  });
  // Read and drop the rest of a rejected upload, so the client gets the answer rather than a reset.
  if (!req.complete) req.resume();
}

/** The request body, without letting a failed upload destroy the request before the error is answered. */
const bodyOf = (req: IncomingMessage): AsyncIterable<Buffer> => req.iterator({ destroyOnReturn: false });

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of bodyOf(req)) {
    length += chunk.length;
    if (length > JSON_LIMIT) throw new HttpError(413, 'The JSON body is too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

/** The object name from the query, else from the JSON metadata, as the multipart and resumable uploads allow. */
function nameOf(query: URLSearchParams, metadata: unknown): string {
  const name = query.get('name') ?? (metadata as { name?: unknown } | undefined)?.name;
  return validName(typeof name === 'string' ? name : undefined);
}

function validName(name: string | null | undefined): string {
  if (!name) throw new HttpError(400, 'An object name is required.');
  if (Buffer.byteLength(name) > 1024 || /[\r\n]/.test(name)) throw new HttpError(400, 'The object name is invalid.');
  return name;
}

function preconditionsOf(query: URLSearchParams): Preconditions {
  const pre: Preconditions = {};
  for (const key of PRECONDITIONS) {
    const value = query.get(key);
    if (value !== null) pre[key] = value;
  }
  return pre;
}

function parseContentRange(header: string | undefined): ContentRange | undefined {
  if (header === undefined) return undefined;
  const size = (value: string) => (value === '*' ? undefined : Number(value));
  const query = /^bytes \*\/(\d+|\*)$/.exec(header.trim());
  if (query) return { query: true, total: size(query[1]!) };
  // The client sends `bytes 0--1/0` for an empty last chunk.
  const bytes = /^bytes (\d+)-(\d+|-1|\*)\/(\d+|\*)$/.exec(header.trim());
  if (!bytes) throw new HttpError(400, `Cannot parse Content-Range "${header}".`);
  return { query: false, start: Number(bytes[1]), last: size(bytes[2]!), total: size(bytes[3]!) };
}

/** The byte range to serve, `undefined` for the whole object (including headers we don't understand), or null if unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size) return null;
  return end < start ? undefined : { start, end };
}

export async function startStorageStandIn(options: {
  host: string;
  port: number;
  dir: string;
}): Promise<{ url: string; close(): Promise<void> }> {
  const store = await ObjectStore.open(options.dir);
  const sessions = new Map<string, Session>();

  async function download(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    name: string,
    pre: Preconditions,
  ): Promise<void> {
    const { resource, file } = await store.openForRead(bucket, name, pre);
    const size = Number(resource.size);
    const range = parseRange(req.headers.range, size);
    if (range === null) {
      await file.close();
      res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
      return;
    }
    const headers: Record<string, string | number> = {
      'Content-Type': resource.contentType,
      'Content-Length': range ? range.end - range.start + 1 : size,
      'Accept-Ranges': 'bytes',
      ETag: resource.etag,
      'Last-Modified': new Date(resource.updated).toUTCString(),
      // The client checks these against the bytes it receives, unless the object is stored compressed.
      'x-goog-hash': `crc32c=${resource.crc32c},md5=${resource.md5Hash}`,
      'x-goog-stored-content-encoding': resource.contentEncoding ?? 'identity',
      'x-goog-stored-content-length': size,
      'x-goog-generation': resource.generation,
      'x-goog-metageneration': resource.metageneration,
    };
    // Served as stored: the client always accepts gzip and inflates it itself.
    if (resource.contentEncoding) headers['Content-Encoding'] = resource.contentEncoding;
    if (resource.contentDisposition) headers['Content-Disposition'] = resource.contentDisposition;
    if (resource.cacheControl) headers['Cache-Control'] = resource.cacheControl;
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    res.writeHead(range ? 206 : 200, headers);
    if (size === 0) {
      await file.close();
      res.end();
      return;
    }
    await pipeline(file.createReadStream(range ?? { start: 0, end: size - 1 }), res);
  }

  async function multipartUpload(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    query: URLSearchParams,
  ): Promise<void> {
    const boundary = multipartBoundary(req.headers['content-type']);
    if (!boundary) throw new HttpError(400, 'A multipart upload needs "Content-Type: multipart/related; boundary=...".');
    const staged = await store.stage();
    let resource: ObjectResource;
    try {
      const parts: { head?: MultipartHead } = {};
      await staged.append(mediaPart(bodyOf(req), boundary, (head) => (parts.head = head)));
      const metadata = parts.head?.metadata;
      const fields = parseFields(metadata);
      staged.verify(declaredHashes(metadata));
      fields.contentType ??= parts.head?.mediaType;
      resource = await store.commit(staged, bucket, nameOf(query, metadata), fields, preconditionsOf(query));
    } catch (error) {
      await staged.discard();
      throw error;
    }
    sendJson(res, 200, resource);
  }

  async function startResumable(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    query: URLSearchParams,
  ): Promise<void> {
    const metadata = await readJson(req);
    const fields = parseFields(metadata);
    const name = nameOf(query, metadata);
    // The client moves contentType (and the size, if known) out of the JSON body into these headers.
    const contentType = req.headers['x-upload-content-type'];
    if (typeof contentType === 'string') fields.contentType ??= contentType;
    const declared = req.headers['x-upload-content-length'];
    const total = declared === undefined ? undefined : Number(declared);
    if (total !== undefined && !Number.isSafeInteger(total)) throw new HttpError(400, 'X-Upload-Content-Length is not a number.');

    const hashes = declaredHashes(metadata);
    const id = randomUUID();
    const staged = await store.stage();
    sessions.set(id, { bucket, name, fields, hashes, preconditions: preconditionsOf(query), staged, total, busy: false });
    const origin = req.headers.host ? `http://${req.headers.host}` : baseUrl;
    const location = `${origin}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${id}`;
    res.writeHead(200, { Location: location, 'X-GUploader-UploadID': id, 'Content-Length': 0 }).end();
  }

  function sendIncomplete(res: ServerResponse, session: Session): void {
    // 308 without a Range header means "nothing yet"; the client then starts from byte 0.
    const size = session.staged.size;
    res.writeHead(308, size > 0 ? { Range: `bytes=0-${size - 1}`, 'Content-Length': 0 } : { 'Content-Length': 0 }).end();
  }

  async function resumableChunk(req: IncomingMessage, res: ServerResponse, session: Session): Promise<void> {
    if (session.done) return sendJson(res, 200, session.done);
    const { staged } = session;
    const range = parseContentRange(req.headers['content-range']) ?? {
      query: false,
      start: staged.size,
      last: undefined,
      total: undefined,
    };
    const total = range.total ?? session.total;
    // A status query naming a total that has all arrived finalizes the object, as Cloud Storage does.
    if (range.query && (total === undefined || total !== staged.size)) return sendIncomplete(res, session);
    if (session.busy) throw new HttpError(409, 'Another request is still writing to this upload.');
    if (!range.query && range.start !== staged.size) {
      throw new HttpError(
        400,
        `Content-Range starts at byte ${range.start}, but the upload has ${staged.size} bytes; query its status first.`,
      );
    }

    session.busy = true;
    const mark = staged.mark();
    let resource: ObjectResource | undefined;
    try {
      if (!range.query) {
        await staged.append(bodyOf(req));
        const arrived = staged.size - range.start;
        if (range.last !== undefined && arrived !== range.last - range.start + 1) {
          throw new HttpError(400, `Content-Range announced ${range.last - range.start + 1} bytes but ${arrived} arrived.`);
        }
        if (total !== undefined && staged.size > total)
          throw new HttpError(400, `The upload has ${staged.size} bytes, more than its total of ${total}.`);
      }
      // A range whose end is `*` is a single request carrying the rest of the object.
      const complete = range.query || range.last === undefined || staged.size === total;
      if (complete) {
        if (total !== undefined && staged.size !== total)
          throw new HttpError(400, `The upload ended at ${staged.size} of ${total} bytes.`);
        staged.verify(session.hashes);
        resource = await store.commit(staged, session.bucket, session.name, session.fields, session.preconditions);
        session.done = resource;
      }
    } catch (error) {
      await staged.rollback(mark);
      throw error;
    } finally {
      session.busy = false;
    }
    if (resource) sendJson(res, 200, resource);
    else sendIncomplete(res, session);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const upload = url.pathname.startsWith('/upload/storage/v1/');
    // The client omits /storage/v1 when pointed at an emulator; accept both forms.
    const path = url.pathname.replace(/^\/(upload\/)?storage\/v1(?=\/)/, '');
    let segments: string[];
    try {
      segments = path.split('/').slice(1).map(decodeURIComponent);
    } catch {
      throw new HttpError(400, `The path ${url.pathname} is not validly encoded.`);
    }
    const [b, bucket, o, name, ...rest] = segments;
    const query = url.searchParams;
    const unsupported = () => new HttpError(501, `The local Storage stand-in does not support ${method} ${url.pathname}.`);
    if (b !== 'b' || !bucket || o !== 'o' || rest.length > 0) throw unsupported();

    if (upload) {
      if (name !== undefined) throw unsupported();
      const uploadId = query.get('upload_id');
      if (uploadId !== null) {
        const session = sessions.get(uploadId);
        if (!session || session.bucket !== bucket) throw new HttpError(404, `No such upload: ${uploadId}`);
        if (method !== 'PUT' && method !== 'POST') throw unsupported();
        return resumableChunk(req, res, session);
      }
      if (method !== 'POST') throw unsupported();
      const uploadType = query.get('uploadType');
      if (uploadType === 'resumable') return startResumable(req, res, bucket, query);
      if (uploadType === 'multipart') return multipartUpload(req, res, bucket, query);
      throw new HttpError(400, `Unknown uploadType "${uploadType ?? ''}".`);
    }

    if (name === undefined) {
      if (method !== 'GET') throw unsupported();
      const maxResults = Number(query.get('maxResults'));
      const listing = await store.list(bucket, {
        prefix: query.get('prefix') ?? '',
        delimiter: query.get('delimiter') ?? '',
        maxResults: Number.isSafeInteger(maxResults) && maxResults > 0 ? maxResults : 1000,
        pageToken: query.get('pageToken') ?? '',
      });
      return sendJson(res, 200, { kind: 'storage#objects', ...listing });
    }

    const pre = preconditionsOf(query);
    switch (method) {
      case 'GET':
        if (query.get('alt') === 'media') return download(req, res, bucket, name, pre);
        return sendJson(res, 200, await store.get(bucket, name, pre));
      case 'PATCH':
        return sendJson(res, 200, await store.patch(bucket, name, parseFields(await readJson(req)), pre));
      case 'DELETE':
        await store.delete(bucket, name, pre);
        return void res.writeHead(204).end();
      default:
        throw unsupported();
    }
  }

  // No request timeout: a publishing job may stream a gigabyte through one slow upload request.
  const server = createServer({ requestTimeout: 0 }, (req, res) => {
    handle(req, res).catch((error: unknown) => fail(req, res, error));
  });
  // Longer than the client's idle sockets live, so it never reuses one we are closing.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;

  return {
    url: baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
