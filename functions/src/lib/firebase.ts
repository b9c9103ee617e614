import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** One Admin app per process; under the emulators the SDK finds them through the *_EMULATOR_HOST variables. */
export const app = getApps()[0] ?? initializeApp();
export const db = getFirestore(app);
export const auth = getAuth(app);
