import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { ACTIVITY_TYPES, type TDashboardActivity } from '../../shared/schemas/dashboard.js';
import { PLANS } from '../../shared/schemas/tutor.js';

/** Spec §9: the dashboard shows the last 5 activities. */
export const RECENT_ACTIVITY_LIMIT = 5;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** An activity document as the dashboard sends it; undefined for a type this version does not know. */
export function toDashboardActivity(id: string, data: FirebaseFirestore.DocumentData): TDashboardActivity | undefined {
  const type = ACTIVITY_TYPES.find((t) => t === data.type);
  if (!type) return undefined;
  const raw = (data.metadata ?? {}) as Record<string, unknown>;
  const metadata = {
    studentName: text(raw.studentName),
    lessonTitle: text(raw.lessonTitle),
    courseName: text(raw.courseName),
    plan: PLANS.find((plan) => plan === raw.plan),
    amount: typeof raw.amount === 'number' && Number.isFinite(raw.amount) ? raw.amount : undefined,
    currency: typeof raw.currency === 'string' && /^[A-Z]{3}$/.test(raw.currency) ? raw.currency : undefined,
  };
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0);
  return {
    id,
    type,
    title: String(data.title ?? ''),
    createdAt: createdAt.toISOString(),
    studentProfile: metadata.studentName ? { name: metadata.studentName } : null,
    metadata: Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== undefined)),
  };
}

/** The tutor's latest activities, newest first. */
export async function recentActivity(tutorId: string): Promise<TDashboardActivity[]> {
  const snapshot = await db
    .collection('activities')
    .where('tutorId', '==', tutorId)
    .orderBy('createdAt', 'desc')
    .limit(RECENT_ACTIVITY_LIMIT)
    .get();
  return snapshot.docs.flatMap((doc) => toDashboardActivity(doc.id, doc.data()) ?? []);
}
