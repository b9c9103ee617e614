/**
 * The web app's Firebase configuration. A real deployment sets the VITE_FIREBASE_* variables at
 * build time; without them the app uses the local `demo-` project, which only exists on the emulators.
 */
export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-tutorly.firebaseapp.com',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tutorly',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
};

/** `demo-` projects never reach Google: they run on the Emulator Suite. */
export const usesEmulators = firebaseConfig.projectId.startsWith('demo-');

export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080 } as const;
