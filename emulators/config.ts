/** Fixed local addresses: everything binds to 127.0.0.1 and the project id starts with `demo-`, so nothing can reach live resources. */
export const PROJECT_ID = 'demo-tutorly';
export const HOST = '127.0.0.1';

export const PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5050,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  firestoreWebSocket: 9150,
  // Stand-ins for Google's OAuth server and the YouTube Data API (emulators/stand-ins/google).
  googleOAuth: 9330,
  youtube: 9331,
} as const;

export const APP_URL = `http://${HOST}:${PORTS.hosting}`;
export const FUNCTIONS_URL = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/api`;
/** Where Google sends the tutor back after the YouTube consent screen (registered with the OAuth stand-in). */
export const YOUTUBE_REDIRECT_URI = `${APP_URL}/youtube/oauth/callback`;
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

/** The variables an Admin SDK process needs to talk to these emulators. */
export const ADMIN_EMULATOR_ENV = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
  STORAGE_EMULATOR_HOST: `http://${HOST}:${PORTS.storage}`,
  // Not on Google Cloud: skip the metadata-server probe (and its warning).
  METADATA_SERVER_DETECTION: 'none',
};
