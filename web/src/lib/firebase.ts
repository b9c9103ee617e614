import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
} from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, firebaseConfig, usesEmulators } from '@/config/firebase-config';
import { forgetLastSeenUnlessOf } from '@/lib/last-seen';
import { setSignedInUid } from '@/lib/signed-in-uid';

/**
 * The Firebase SDK, imported only by lazily loaded code (dashboards, sign-in) so that the landing
 * page never downloads it.
 */
export const firebaseApp = initializeApp(firebaseConfig);

export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  popupRedirectResolver: browserPopupRedirectResolver,
});

export const firestore = initializeFirestore(firebaseApp, {});

if (usesEmulators) {
  connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, EMULATOR_HOST, EMULATOR_PORTS.firestore);
}

// For the cached API answers (use-api-query) and what the user last saw (last-seen), kept per user without importing the SDK.
onAuthStateChanged(auth, (user) => {
  setSignedInUid(user?.uid ?? '');
  forgetLastSeenUnlessOf(user?.uid ?? '');
});
