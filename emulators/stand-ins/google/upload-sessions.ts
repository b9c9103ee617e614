import { createHash, randomBytes, type Hash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { HttpError } from '../http.ts';
import type { Account } from './tokens.ts';

export interface VideoMetadata {
  title: string;
  description: string;
  privacyStatus: string;
  categoryId: string | undefined;
}

export interface Video extends VideoMetadata {
  id: string;
  channelId: string;
  channelTitle: string;
  bytes: number;
  sha256: string;
  contentType: string;
  publishedAt: string;
  uploadId: string;
  /** Where each data request of the upload started and how many bytes it delivered (a resumed upload has several). */
  requests: { start: number; bytes: number }[];
}

interface Session {
  id: string;
  account: Account;
  metadata: VideoMetadata;
  total: number;
  contentType: string;
  path: string;
  received: number;
  hash: Hash;
  requests: { start: number; bytes: number }[];
  busy: boolean;
  video?: Video;
}

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

// `bytes */T` asks for the position; `bytes S-E/T` carries bytes S..E of T.
export type ContentRange =
  { query: true; total: number | undefined } | { query: false; start: number; end: number; total: number };

export function parseContentRange(header: string | undefined): ContentRange {
  const query = /^bytes \*\/(\d+|\*)$/.exec(header?.trim() ?? '');
  if (query) return { query: true, total: query[1] === '*' ? undefined : Number(query[1]) };
  const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!range) throw new HttpError(400, `Invalid Content-Range: ${header ?? '(none)'}`);
  return { query: false, start: Number(range[1]), end: Number(range[2]), total: Number(range[3]) };
}

/**
 * Resumable upload sessions whose bytes go straight to a file on disk (never held in memory),
 * hashed as they arrive. A one-shot failure can be armed to drop the connection midway.
 */
export class UploadSessions {
  readonly #sessions = new Map<string, Session>();
  readonly videos: Video[] = [];
  #failAfterBytes: number | undefined;
  /** With the armed failure: instead of dropping the connection, stop reading and wait for the client to die. */
  #holdInsteadOfFailing = false;
  /** The client ports of the data requests now held open by an armed hold. */
  readonly heldPorts = new Set<number>();

  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  create(account: Account, metadata: VideoMetadata, total: number, contentType: string): string {
    const id = randomId(24);
    this.#sessions.set(id, {
      id,
      account,
      metadata,
      total,
      contentType,
      path: join(this.dir, `${id}.bin`),
      received: 0,
      hash: createHash('sha256'),
      requests: [],
      busy: false,
    });
    return id;
  }

  get(id: string): Session {
    const session = this.#sessions.get(id);
    if (!session) throw new HttpError(404, 'The upload session was not found or has expired.');
    return session;
  }

  /** The next data request that takes any session past `bytes` keeps exactly that much, then loses its connection. */
  failNextUploadAfter(bytes: number, hold = false): void {
    this.#failAfterBytes = bytes;
    this.#holdInsteadOfFailing = hold;
  }

  /** Appends the request body at `start` (which must be where the upload left off); resolves with the session afterwards. */
  async receive(session: Session, req: IncomingMessage, range: { start: number; end: number; total: number }): Promise<Session> {
    if (session.video) throw new HttpError(400, 'The upload is already complete.');
    if (range.total !== session.total) throw new HttpError(400, 'The total size does not match the upload session.');
    if (range.start !== session.received || range.end < range.start || range.end >= session.total) {
      throw new HttpError(400, `The byte range must start at ${session.received}, where the upload left off.`);
    }
    if (Number(req.headers['content-length']) !== range.end - range.start + 1) {
      throw new HttpError(400, 'Content-Length does not match Content-Range.');
    }
    if (session.busy) throw new HttpError(409, 'Another request is uploading to this session.');
    session.busy = true;
    const request = { start: range.start, bytes: 0 };
    session.requests.push(request);
    const file = await open(session.path, session.received === 0 ? 'w' : 'r+');
    // The held sender's port (it outlives the socket, which forgets it once closed).
    let heldPort: number | undefined;
    try {
      for await (const part of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        // Held: what the sender still pushes never reaches YouTube (its connection is about to die).
        if (heldPort !== undefined) continue;
        const limit = Math.min(range.end + 1, this.#failAfterBytes ?? Infinity) - session.received;
        const accepted = part.subarray(0, Math.max(0, limit));
        await file.write(accepted, 0, accepted.length, session.received);
        session.hash.update(accepted);
        session.received += accepted.length;
        request.bytes += accepted.length;
        if (accepted.length < part.length) {
          // The armed failure (or bytes past the declared range): keep what fits and drop the connection,
          // or, held, leave the sender without an answer until it goes away (a crashed uploader).
          this.#failAfterBytes = undefined;
          if (this.#holdInsteadOfFailing) {
            heldPort = req.socket.remotePort ?? 0;
            this.heldPorts.add(heldPort);
            continue;
          }
          req.socket.destroy();
          break;
        }
      }
    } catch {
      // The client went away: what was written stays, and a status query reports it.
    } finally {
      if (heldPort !== undefined) {
        await new Promise<void>((resolve) => (req.socket.destroyed ? resolve() : req.socket.once('close', () => resolve())));
        this.heldPorts.delete(heldPort);
      }
      session.busy = false;
      await file.close();
    }
    if (session.received === session.total) this.#complete(session);
    return session;
  }

  async deleteVideo(id: string): Promise<boolean> {
    const index = this.videos.findIndex((video) => video.id === id);
    const video = this.videos[index];
    if (!video) return false;
    this.videos.splice(index, 1);
    await rm(this.get(video.uploadId).path, { force: true });
    return true;
  }

  #complete(session: Session): void {
    const video: Video = {
      ...session.metadata,
      id: randomId(8).slice(0, 11),
      channelId: session.account.channelId,
      channelTitle: session.account.channelTitle,
      bytes: session.received,
      sha256: session.hash.digest('hex'),
      contentType: session.contentType,
      publishedAt: new Date().toISOString(),
      uploadId: session.id,
      requests: session.requests,
    };
    session.video = video;
    this.videos.push(video);
  }
}
