/**
 * firebase-admin/firestore, re-exported from one place. It is bundled with firebase-functions
 * (functions/rolldown.config.ts), so this is the very module instance the triggers use:
 * `instanceof Timestamp` holds across both, and the default app initialised here is theirs.
 */
export { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
