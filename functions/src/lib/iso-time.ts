import { Timestamp } from 'firebase-admin/firestore';

/** A Firestore Timestamp as the ISO string the API answers with; null for anything else. */
export const isoTime = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : null);
