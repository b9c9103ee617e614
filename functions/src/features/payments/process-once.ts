import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { TGateway } from '../../shared/schemas/payments.js';

export interface Processed {
  duplicate: boolean;
  outcome: string;
}

const CONTENTION_ATTEMPTS = 3;

/**
 * Lost a race for a document: ABORTED once the SDK's own retries are spent, or, from the Firestore
 * emulator, INVALID_ARGUMENT 'Transaction is invalid or closed' (how it reports lock contention).
 */
function isContention(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 10 || (code === 3 && typeof message === 'string' && message.includes('Transaction is invalid or closed'));
}

/**
 * Applies a gateway event exactly once: `webhookEvents/{gateway}_{eventId}` is created in the same
 * transaction as the event's effects, so a retry or a replay finds it and changes nothing, and an
 * event whose effects fail (unknown order, bad amount) is not recorded at all.
 */
export async function processOnce(
  gateway: TGateway,
  eventId: string,
  apply: (tx: Transaction) => Promise<string>,
): Promise<Processed> {
  const ref = db.collection('webhookEvents').doc(`${gateway}_${encodeURIComponent(eventId)}`);
  const once = () =>
    db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return { duplicate: true, outcome: 'duplicate' };
      const outcome = await apply(tx);
      tx.create(ref, { gateway, eventId, outcome, processedAt: FieldValue.serverTimestamp() });
      return { duplicate: false, outcome };
    });
  // The same event delivered twice at once: the transaction that lost the race runs again and
  // finds the event recorded (a duplicate, answered 200) rather than failing the delivery.
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      if (attempt >= CONTENTION_ATTEMPTS || !isContention(error)) throw error;
    }
  }
}
