import type { Request, Response } from 'express';
import { AppError } from '../http/errors.js';
import type { TImageType } from '../shared/image-types.js';
import { sniffImageType } from './image-type.js';
import { defaultBucket } from './storage.js';

/** A versioned image address never changes content, so browsers and the CDN may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unversioned (or outdated) address must be revalidated, cheaply, with the ETag. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

export async function saveImage(path: string, data: Buffer, contentType: TImageType): Promise<void> {
  const bucket = await defaultBucket();
  await bucket.file(path).save(data, { contentType, resumable: false, metadata: { cacheControl: IMMUTABLE } });
}

export async function deleteStoredObject(path: string): Promise<void> {
  const bucket = await defaultBucket();
  await bucket.file(path).delete({ ignoreNotFound: true });
}

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 404;
}

/**
 * Sends the image stored at `path`. `version` changes whenever the image does: it is the ETag,
 * and a request naming it (`?v=`) gets long-lived cache headers.
 */
export async function sendStoredImage(req: Request, res: Response, path: string, version: string): Promise<void> {
  const etag = `"${version}"`;
  // Headers only on success: an error must never be cached as if it were the image.
  const setCacheHeaders = () =>
    res.set({
      ETag: etag,
      'Cache-Control': req.query.v === version ? IMMUTABLE : REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
    });
  const known = (req.get('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(etag)) {
    setCacheHeaders();
    res.status(304).end();
    return;
  }
  const bucket = await defaultBucket();
  let data: Buffer;
  try {
    [data] = await bucket.file(path).download();
  } catch (error) {
    if (isNotFound(error)) throw new AppError('not-found', 'This image does not exist.');
    throw error;
  }
  // Stored only after sniffing; checked again so nothing else is ever served from this path.
  const type = sniffImageType(data);
  if (!type) throw new AppError('not-found', 'This image does not exist.');
  setCacheHeaders();
  res.type(type).send(data);
}
