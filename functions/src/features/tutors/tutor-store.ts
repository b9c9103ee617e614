import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { db } from '../../lib/firebase.js';
import { isPaidUp } from '../../shared/paid-up.js';
import type { TEmailLanguage } from '../../shared/schemas/email-language.js';
import type { TTutorProfile } from '../../shared/schemas/tutor.js';
import { SUBSCRIPTION_STATUSES, ZPlan } from '../../shared/schemas/tutor.js';

export const tutorsCollection = () => db.collection('tutors');

export const DEFAULT_AVATAR = '/default-avatar.svg';

/**
 * A subscription whose paid period has ended counts as INACTIVE even before a job or webhook
 * updates it (isPaidUp: a Stripe renewal on its way gets a short grace, a failed one Stripe's
 * retries). PAST_DUE within that time counts as ACTIVE: Stripe is still retrying the card, and the
 * payment page tells the tutor.
 */
export function effectiveStatus(data: FirebaseFirestore.DocumentData, now = Date.now()) {
  const known = SUBSCRIPTION_STATUSES.find((s) => s === data.subscriptionStatus) ?? 'INACTIVE';
  const endMs = data.subscriptionEndDate instanceof Timestamp ? data.subscriptionEndDate.toMillis() : null;
  const paidUp = isPaidUp({ ...data, status: known, endMs }, now);
  if (known === 'ACTIVE' && !paidUp) return 'INACTIVE';
  if (known === 'PAST_DUE' && paidUp) return 'ACTIVE';
  return known;
}

export function toTutorProfile(id: string, data: FirebaseFirestore.DocumentData): TTutorProfile {
  const endDate: Timestamp | null = data.subscriptionEndDate instanceof Timestamp ? data.subscriptionEndDate : null;
  return {
    id,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    avatarUrl: data.avatarUrl ? String(data.avatarUrl) : DEFAULT_AVATAR,
    subscriptionStatus: effectiveStatus(data),
    subscriptionPlan: z.catch(z.nullable(ZPlan), null).parse(data.subscriptionPlan),
    subscriptionEndDate: endDate ? endDate.toDate().toISOString() : null,
  };
}

/** The first sign-in creates the profile (INACTIVE until paid); later ones return it unchanged. */
export async function findOrCreateTutor(
  uid: string,
  identity: { name: string; email: string; avatarUrl: string },
  language: TEmailLanguage | undefined,
) {
  const ref = tutorsCollection().doc(uid);
  const data = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.exists) {
      if (language && snapshot.get('language') !== language) tx.update(ref, { language });
      return snapshot.data() ?? {};
    }
    const fresh = {
      ...identity,
      language: language ?? 'en',
      subscriptionStatus: 'INACTIVE',
      subscriptionPlan: null,
      subscriptionEndDate: null,
      studentCount: 0,
      courseCount: 0,
      lessonCount: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.create(ref, fresh);
    return { ...fresh, createdAt: Timestamp.now() };
  });
  return toTutorProfile(uid, data);
}
