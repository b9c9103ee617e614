import { app } from './firebase.js';

/**
 * The default Cloud Storage bucket. firebase-admin/storage pulls in @google-cloud/storage, which
 * is heavy to import: it loads on the first request that touches files, never at cold start.
 */
export async function defaultBucket() {
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage(app).bucket();
}
