import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, STORAGE_BUCKET } from './emulators.ts';

/** Admin SDK on the emulators (scripts/test.ts exports the *_EMULATOR_HOST variables). */
if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('Run these tests through `npm test`, which starts the emulators and sets *_EMULATOR_HOST.');
}
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);
