import type { BulkWriter } from 'firebase-admin/firestore';
import { logWarn } from '../http/log.js';
import { db } from './firebase.js';

/**
 * Awaits every write; one that still fails (a lesson deleted while its course is renamed) is logged
 * and counted, never left as a rejected promise nobody awaits: the runtime ends the instance on one,
 * and every request on it.
 */
export async function settleWrites(writes: readonly Promise<unknown>[], what: string): Promise<number> {
  const failures = (await Promise.allSettled(writes)).filter((result) => result.status === 'rejected');
  if (failures.length > 0)
    logWarn(`${what}: ${failures.length} of ${writes.length} writes failed`, { error: String(failures[0]!.reason) });
  return failures.length;
}

/** One BulkWriter write per item (it batches and retries what can be retried), settled as settleWrites does. */
export async function writeAll<T>(
  items: readonly T[],
  write: (writer: BulkWriter, item: T) => Promise<unknown>,
  what: string,
): Promise<number> {
  const writer = db.bulkWriter();
  // Settled from the start: the writes fail while close() is awaited.
  const settled = settleWrites(
    items.map((item) => write(writer, item)),
    what,
  );
  await writer.close();
  return settled;
}
