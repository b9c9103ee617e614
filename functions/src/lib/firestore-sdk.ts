import { createRequire } from 'node:module';
import type * as AdminFirestore from 'firebase-admin/firestore';

/**
 * firebase-admin/firestore, loaded with `require`. Importing it as an ES module goes through its
 * ESM wrapper, for which Node scans @google-cloud/firestore's CommonJS files for their export names:
 * ~130 ms of CPU on every cold start on top of the ~100 ms the SDK itself takes (`npm run bench`,
 * functions cold start). Same module instance either way (firebase-functions requires it too), so
 * `instanceof Timestamp` holds across both.
 */
const sdk = createRequire(import.meta.url)('firebase-admin/firestore') as typeof AdminFirestore;

export const { FieldValue, Timestamp, getFirestore } = sdk;
export type FieldValue = AdminFirestore.FieldValue;
export type Timestamp = AdminFirestore.Timestamp;
