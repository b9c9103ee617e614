import type { ComponentType, ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, firebaseApp, firestore } from '@/lib/firebase';

/** reactfire's providers, mounted only in the lazily loaded signed-in areas. */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/**
 * A dashboard screen that reads Firebase, inside the providers: the dashboard roots render before the
 * SDK loads (their first paint must not wait for it), so each such screen mounts them itself.
 */
export function withFirebase(Screen: ComponentType) {
  return function WithFirebase() {
    return (
      <FirebaseProviders>
        <Screen />
      </FirebaseProviders>
    );
  };
}
