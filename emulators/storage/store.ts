import { crc32c } from '@node-rs/crc32';
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, truncate, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** An error that carries the HTTP status the stand-in answers with. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const STRING_FIELDS = [
  'contentType',
  'contentEncoding',
  'contentDisposition',
  'contentLanguage',
  'cacheControl',
  'customTime',
] as const;
type StringField = (typeof STRING_FIELDS)[number];

/** The object fields a caller may set. */
export type Fields = Partial<Record<StringField, string>> & { metadata?: Record<string, string> };
/** A change to Fields as Cloud Storage reads it: `null` clears a field or a custom metadata key. */
export type FieldsPatch = Partial<Record<StringField, string | null>> & { metadata?: Record<string, string | null> | null };

export interface ObjectResource extends Fields {
  kind: 'storage#object';
  id: string;
  bucket: string;
  name: string;
  generation: string;
  metageneration: string;
  contentType: string;
  size: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  storageClass: string;
  timeCreated: string;
  updated: string;
}

/** Query parameters that make a call conditional on the object's current state. */
export interface Preconditions {
  generation?: string;
  ifGenerationMatch?: string;
  ifMetagenerationMatch?: string;
}

export interface ListQuery {
  prefix: string;
  delimiter: string;
  maxResults: number;
  pageToken: string;
}

type System = Omit<ObjectResource, keyof Fields>;
/** What is kept on disk per object: the bytes live in `dataFile`, named per upload so overwrites never touch bytes a reader has open. */
interface StoredObject {
  system: System;
  fields: Fields;
  dataFile: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseFields(body: unknown): FieldsPatch {
  if (!isRecord(body)) throw new HttpError(400, 'Object metadata must be a JSON object.');
  const patch: FieldsPatch = {};
  for (const field of STRING_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') throw new HttpError(400, `${field} must be a string.`);
    patch[field] = value;
  }
  const metadata = body.metadata;
  if (metadata === null) patch.metadata = null;
  else if (metadata !== undefined) {
    if (!isRecord(metadata)) throw new HttpError(400, 'metadata must be an object of strings.');
    patch.metadata = {};
    for (const [key, value] of Object.entries(metadata)) {
      if (value === null || typeof value === 'string') patch.metadata[key] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') patch.metadata[key] = String(value);
      else throw new HttpError(400, `metadata.${key} must be a string.`);
    }
  }
  return patch;
}

/** The checksums a client may send with an upload's metadata for Cloud Storage to check the bytes against. */
export interface DeclaredHashes {
  md5Hash?: string;
  crc32c?: string;
}

export function declaredHashes(body: unknown): DeclaredHashes {
  const declared: DeclaredHashes = {};
  if (!isRecord(body)) return declared;
  for (const key of ['md5Hash', 'crc32c'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new HttpError(400, `${key} must be a base64 string.`);
    declared[key] = value;
  }
  return declared;
}

function applyFields(base: Fields, patch: FieldsPatch): Fields {
  const out: Fields = { ...base };
  for (const field of STRING_FIELDS) {
    const value = patch[field];
    if (value === null) delete out[field];
    else if (value !== undefined) out[field] = value;
  }
  if (patch.metadata === null) delete out.metadata;
  else if (patch.metadata) {
    const merged: Record<string, string> = { ...out.metadata };
    for (const [key, value] of Object.entries(patch.metadata)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    if (Object.keys(merged).length > 0) out.metadata = merged;
    else delete out.metadata;
  }
  return out;
}

interface Mark {
  size: number;
  md5: Hash;
  crc: number;
}

/** Bytes of an upload in progress, hashed as they stream to disk so nothing is read twice or held in memory. */
export class Staged {
  readonly path: string;
  size = 0;
  #md5 = createHash('md5');
  #crc = 0;

  constructor(path: string) {
    this.path = path;
  }

  get md5Hash(): string {
    return this.#md5.copy().digest('base64');
  }

  get crc32c(): string {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(this.#crc);
    return bytes.toString('base64');
  }

  mark(): Mark {
    return { size: this.size, md5: this.#md5.copy(), crc: this.#crc };
  }

  /** Forgets what arrived since `mark`, so a failed or rejected request leaves the upload as it was. */
  async rollback(mark: Mark): Promise<void> {
    await truncate(this.path, mark.size);
    this.size = mark.size;
    this.#md5 = mark.md5;
    this.#crc = mark.crc;
  }

  async append(source: AsyncIterable<Buffer>): Promise<void> {
    const before = this.mark();
    const record = (chunk: Buffer) => {
      this.#md5.update(chunk);
      this.#crc = crc32c(chunk, this.#crc);
      this.size += chunk.length;
    };
    const hashing = async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        record(chunk);
        yield chunk;
      }
    };
    try {
      // Written at explicit offsets (and read back only up to `size`), so bytes of a failed request that land
      // after a rollback are overwritten or ignored rather than appended to.
      await pipeline(source, hashing, createWriteStream(this.path, { flags: 'r+', start: this.size }));
    } catch (error) {
      await this.rollback(before);
      throw error;
    }
  }

  /** Refuses the bytes when a hash the client sent with the metadata differs, as Cloud Storage answers 400. */
  verify(declared: DeclaredHashes): void {
    if (declared.md5Hash !== undefined && declared.md5Hash !== this.md5Hash)
      throw new HttpError(400, `Provided MD5 hash "${declared.md5Hash}" doesn't match calculated MD5 hash "${this.md5Hash}".`);
    if (declared.crc32c !== undefined && declared.crc32c !== this.crc32c)
      throw new HttpError(400, `Provided CRC32C "${declared.crc32c}" doesn't match calculated CRC32C "${this.crc32c}".`);
  }

  discard(): Promise<void> {
    return rm(this.path, { force: true });
  }
}

function checkPreconditions(current: System | undefined, pre: Preconditions): void {
  const generation = current?.generation ?? '0';
  const metageneration = current?.metageneration ?? '0';
  const failed =
    (pre.ifGenerationMatch !== undefined && pre.ifGenerationMatch !== generation) ||
    (pre.ifMetagenerationMatch !== undefined && pre.ifMetagenerationMatch !== metageneration);
  if (failed) throw new HttpError(412, 'At least one of the pre-conditions you specified did not hold.');
}

const toResource = ({ system, fields }: StoredObject): ObjectResource => ({
  ...system,
  ...fields,
  contentType: fields.contentType ?? 'application/octet-stream',
});

const etag = (generation: string, metageneration: string) => Buffer.from(`${generation}/${metageneration}`).toString('base64');
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Objects on disk: one JSON record per object (found by a hash of bucket and name) pointing at its data file. */
export class ObjectStore {
  readonly #objects: string;
  readonly #data: string;
  #lastGeneration = 0;
  // Record changes (and opening a record's data file) run one at a time, so a reader never opens a data
  // file an overwrite has just removed and two writers never both replace the same record.
  #tail: Promise<unknown> = Promise.resolve();

  private constructor(dir: string) {
    this.#objects = join(dir, 'objects');
    this.#data = join(dir, 'data');
  }

  static async open(dir: string): Promise<ObjectStore> {
    const store = new ObjectStore(dir);
    await rm(dir, { recursive: true, force: true });
    await mkdir(store.#objects, { recursive: true });
    await mkdir(store.#data, { recursive: true });
    return store;
  }

  async stage(): Promise<Staged> {
    const path = join(this.#data, randomUUID());
    await writeFile(path, '');
    return new Staged(path);
  }

  async get(bucket: string, name: string, pre: Preconditions = {}): Promise<ObjectResource> {
    return toResource(this.#existing(await this.#read(bucket, name), bucket, name, pre));
  }

  openForRead(bucket: string, name: string, pre: Preconditions = {}): Promise<{ resource: ObjectResource; file: FileHandle }> {
    return this.#serial(async () => {
      const stored = this.#existing(await this.#read(bucket, name), bucket, name, pre);
      return { resource: toResource(stored), file: await open(stored.dataFile) };
    });
  }

  commit(staged: Staged, bucket: string, name: string, fields: FieldsPatch, pre: Preconditions): Promise<ObjectResource> {
    return this.#serial(async () => {
      const previous = await this.#read(bucket, name);
      checkPreconditions(previous?.system, pre);
      this.#lastGeneration = Math.max(Date.now() * 1000, this.#lastGeneration + 1);
      const generation = String(this.#lastGeneration);
      const now = new Date().toISOString();
      const stored: StoredObject = {
        system: {
          kind: 'storage#object',
          id: `${bucket}/${name}/${generation}`,
          bucket,
          name,
          generation,
          metageneration: '1',
          size: String(staged.size),
          md5Hash: staged.md5Hash,
          crc32c: staged.crc32c,
          etag: etag(generation, '1'),
          storageClass: 'STANDARD',
          timeCreated: now,
          updated: now,
        },
        fields: applyFields({}, fields),
        dataFile: staged.path,
      };
      await this.#write(stored);
      if (previous) await rm(previous.dataFile, { force: true });
      return toResource(stored);
    });
  }

  patch(bucket: string, name: string, patch: FieldsPatch, pre: Preconditions): Promise<ObjectResource> {
    return this.#serial(async () => {
      const stored = this.#existing(await this.#read(bucket, name), bucket, name, pre);
      const metageneration = String(Number(stored.system.metageneration) + 1);
      const updated: StoredObject = {
        ...stored,
        system: {
          ...stored.system,
          metageneration,
          etag: etag(stored.system.generation, metageneration),
          updated: new Date().toISOString(),
        },
        fields: applyFields(stored.fields, patch),
      };
      await this.#write(updated);
      return toResource(updated);
    });
  }

  delete(bucket: string, name: string, pre: Preconditions): Promise<void> {
    return this.#serial(async () => {
      const stored = this.#existing(await this.#read(bucket, name), bucket, name, pre);
      await unlink(this.#recordPath(bucket, name));
      await rm(stored.dataFile, { force: true });
    });
  }

  /** Lists like Cloud Storage: by name, names past `delimiter` folded into `prefixes`, paged by the last name returned. */
  async list(bucket: string, query: ListQuery): Promise<{ items: ObjectResource[]; prefixes: string[]; nextPageToken?: string }> {
    const files = (await readdir(this.#objects)).filter((file) => file.endsWith('.json'));
    const records = await Promise.all(files.map((file) => this.#load(join(this.#objects, file))));
    const names = records
      .filter((r): r is StoredObject => r !== undefined && r.system.bucket === bucket && r.system.name.startsWith(query.prefix))
      .sort((a, b) => (a.system.name < b.system.name ? -1 : 1));
    const entries: { key: string; item?: ObjectResource }[] = [];
    for (const record of names) {
      const rest = record.system.name.slice(query.prefix.length);
      const cut = query.delimiter ? rest.indexOf(query.delimiter) : -1;
      if (cut < 0) entries.push({ key: record.system.name, item: toResource(record) });
      else {
        const prefix = query.prefix + rest.slice(0, cut + query.delimiter.length);
        if (entries.at(-1)?.key !== prefix) entries.push({ key: prefix });
      }
    }
    const after = query.pageToken ? Buffer.from(query.pageToken, 'base64url').toString() : undefined;
    const start = after === undefined ? 0 : entries.findIndex((entry) => entry.key > after);
    const page = start < 0 ? [] : entries.slice(start, start + query.maxResults);
    const last = page.at(-1);
    return {
      items: page.flatMap((entry) => (entry.item ? [entry.item] : [])),
      prefixes: page.flatMap((entry) => (entry.item ? [] : [entry.key])),
      ...(last && start + page.length < entries.length ? { nextPageToken: Buffer.from(last.key).toString('base64url') } : {}),
    };
  }

  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(task);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  #existing(stored: StoredObject | undefined, bucket: string, name: string, pre: Preconditions): StoredObject {
    if (!stored || (pre.generation !== undefined && pre.generation !== stored.system.generation)) {
      throw new HttpError(404, `No such object: ${bucket}/${name}`);
    }
    checkPreconditions(stored.system, pre);
    return stored;
  }

  #recordPath(bucket: string, name: string): string {
    return join(this.#objects, `${createHash('sha256').update(`${bucket}\n${name}`).digest('hex')}.json`);
  }

  #read(bucket: string, name: string): Promise<StoredObject | undefined> {
    return this.#load(this.#recordPath(bucket, name));
  }

  async #load(path: string): Promise<StoredObject | undefined> {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as StoredObject;
    } catch (error) {
      // A record deleted between readdir and readFile is simply gone.
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async #write(stored: StoredObject): Promise<void> {
    // Write then rename, so a listing never reads half a record.
    const path = this.#recordPath(stored.system.bucket, stored.system.name);
    await writeFile(`${path}.tmp`, JSON.stringify(stored));
    await rename(`${path}.tmp`, path);
  }
}
