/**
 * Seeds the running emulators with the demo data (emulators/seed/demo-data.ts). The launcher runs
 * `node emulators/seed/run.ts` with ADMIN_EMULATOR_ENV in the environment; the Admin SDK finds the
 * emulators through the *_EMULATOR_HOST variables. Idempotent: fixed ids, `set`, and Auth users
 * updated in place when they already exist. Prints one JSON line: what was written and the sign-ins.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type UserImportRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { PROJECT_ID, STORAGE_BUCKET } from '../config.ts';
import { buildDemoData, demoDocuments, type DemoData, type DemoSignIns } from './demo-data.ts';
import { solidPng } from './png.ts';

export type { DemoSignIn, DemoSignIns } from './demo-data.ts';

const APP_NAME = 'tutorly-demo-seed';
/** Course thumbnails: 16:9, small enough to upload instantly. */
const THUMBNAIL_SIZE = { width: 320, height: 180 };

/** The Admin app the seed uses (named, so it never clashes with another app in the same process). */
export function seedAdminApp(): App {
  return (
    getApps().find((app) => app.name === APP_NAME) ??
    initializeApp({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET }, APP_NAME)
  );
}

function requireEmulators() {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !process.env[name]);
  if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST && !process.env.STORAGE_EMULATOR_HOST)
    missing.push('FIREBASE_STORAGE_EMULATOR_HOST');
  if (missing.length)
    throw new Error(`Refusing to seed: ${missing.join(', ')} not set (the seed only ever writes to the emulators).`);
}

async function seedAuth(app: App, users: DemoData['users']) {
  const auth = getAuth(app);
  const existing = await auth.getUsers(users.flatMap((u) => [{ uid: u.uid }, { email: u.email }]));
  const byUid = new Map(existing.users.map((u) => [u.uid, u]));
  // An account someone made by hand with a demo address but another uid would block the import.
  const strays = existing.users.filter((u) => !users.some((d) => d.uid === u.uid)).map((u) => u.uid);
  if (strays.length) await auth.deleteUsers(strays);

  const toImport: UserImportRecord[] = [];
  for (const user of users) {
    const google = user.googleSub
      ? { providerId: 'google.com', uid: user.googleSub, email: user.email, displayName: user.displayName }
      : null;
    const current = byUid.get(user.uid);
    if (!current) {
      toImport.push({
        uid: user.uid,
        email: user.email,
        emailVerified: true,
        displayName: user.displayName,
        customClaims: { role: user.role },
        providerData: google ? [google] : [],
        metadata: { creationTime: user.createdAt.toDate().toUTCString(), lastSignInTime: user.createdAt.toDate().toUTCString() },
      });
      continue;
    }
    // Already there (a second run): bring it back to the demo state without signing anyone out.
    const needsGoogle = google && !current.providerData.some((p) => p.providerId === 'google.com');
    await auth.updateUser(user.uid, {
      email: user.email,
      emailVerified: true,
      displayName: user.displayName,
      disabled: false,
      ...(needsGoogle ? { providerToLink: google } : {}),
    });
    if (current.customClaims?.role !== user.role || Object.keys(current.customClaims ?? {}).length !== 1) {
      await auth.setCustomUserClaims(user.uid, { role: user.role });
    }
  }
  if (toImport.length) {
    const result = await auth.importUsers(toImport);
    if (result.failureCount) {
      throw new Error(
        `Auth import failed: ${result.errors.map((e) => `${toImport[e.index]?.uid}: ${e.error.message}`).join('; ')}`,
      );
    }
  }
}

async function seedFirestore(app: App, data: DemoData) {
  const db = getFirestore(app);
  const writer = db.bulkWriter();
  const failures: string[] = [];
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failures.push(`${error.documentRef.path}: ${error.message}`);
    return false;
  });
  const docs = demoDocuments(data);
  for (const doc of docs) void writer.set(db.doc(doc.path), doc.data).catch(() => undefined);
  await writer.close();
  if (failures.length) throw new Error(`Firestore writes failed: ${failures.join('; ')}`);
  return docs;
}

async function seedStorage(app: App, images: DemoData['courseImages']) {
  const bucket = getStorage(app).bucket();
  await Promise.all(
    images.map((image) =>
      bucket.file(image.path).save(solidPng(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, image.colour), {
        contentType: 'image/png',
        resumable: false,
        metadata: { cacheControl: 'public, max-age=3600' },
      }),
    ),
  );
}

/** Writes the demo data; returns what was written per collection and the sign-ins to print. */
export async function seed(now = new Date()): Promise<{ counts: Record<string, number>; signIns: DemoSignIns }> {
  requireEmulators();
  const app = seedAdminApp();
  const data = buildDemoData(now);
  await seedAuth(app, data.users);
  const docs = await seedFirestore(app, data);
  await seedStorage(app, data.courseImages);
  const counts: Record<string, number> = { authUsers: data.users.length, storageObjects: data.courseImages.length };
  for (const doc of docs) {
    const parts = doc.path.split('/');
    const collection = parts.length > 2 ? `${parts[0]}/*/${parts[2]}` : (parts[0] ?? '');
    counts[collection] = (counts[collection] ?? 0) + 1;
  }
  return { counts, signIns: data.signIns };
}

/** Seeds the running emulators and returns the demo sign-ins for the launcher to print. */
export async function seedDemoData(): Promise<DemoSignIns> {
  return (await seed()).signIns;
}

function isEntry() {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntry()) {
  try {
    const result = await seed();
    console.log(JSON.stringify(result));
  } catch (error) {
    console.error(`Seeding the demo data failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await Promise.all(getApps().map((app) => deleteApp(app)));
  }
}
