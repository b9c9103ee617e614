import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { TGateway } from '../../shared/schemas/payments.js';

export interface Processed {
  duplicate: boolean;
  outcome: string;
}

/**
 * Applies a gateway event exactly once: `webhookEvents/{gateway}_{eventId}` is created in the same
 * transaction as the event's effects, so a retry or a replay finds it and changes nothing, and an
 * event whose effects fail (unknown order, bad amount) is not recorded at all.
 */
export function processOnce(gateway: TGateway, eventId: string, apply: (tx: Transaction) => Promise<string>): Promise<Processed> {
  const ref = db.collection('webhookEvents').doc(`${gateway}_${encodeURIComponent(eventId)}`);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return { duplicate: true, outcome: 'duplicate' };
    const outcome = await apply(tx);
    tx.create(ref, { gateway, eventId, outcome, processedAt: FieldValue.serverTimestamp() });
    return { duplicate: false, outcome };
  });
}
