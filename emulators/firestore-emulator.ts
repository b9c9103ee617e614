import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The Google Cloud CLI's Firestore emulator: the same emulator, shipped without a Main-Class. */
const GCLOUD_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export interface EmulatorChoice {
  env: Record<string, string>;
  note: string;
}

const firebaseCache = join(homedir(), '.cache', 'firebase', 'emulators');

export function hasCachedEmulator(prefix: string): boolean {
  return existsSync(firebaseCache) && readdirSync(firebaseCache).some((f) => f.startsWith(prefix) && f.endsWith('.jar'));
}

/**
 * firebase-tools runs `java -jar <jar>` and downloads its jar on first use, which fails offline.
 * Where it has no cached jar but the Cloud CLI's is installed, a manifest-only wrapper jar points
 * at the CLI's classes so the same emulator starts with no download.
 */
export function chooseFirestoreEmulator(cacheDir: string): EmulatorChoice {
  if (hasCachedEmulator('cloud-firestore-emulator')) {
    return { env: {}, note: "Firestore: firebase-tools' own emulator (cached)." };
  }
  if (!existsSync(GCLOUD_JAR)) {
    return { env: {}, note: 'Firestore: firebase-tools will download its emulator (no cached or Cloud CLI jar).' };
  }
  const wrapper = join(cacheDir, 'firestore-emulator-wrapper.jar');
  if (!existsSync(wrapper)) {
    mkdirSync(cacheDir, { recursive: true });
    const manifest = join(cacheDir, 'MANIFEST.MF');
    writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${GCLOUD_JAR}\n`);
    execFileSync('jar', ['--create', '--file', wrapper, '--manifest', manifest]);
  }
  return {
    env: { FIRESTORE_EMULATOR_BINARY_PATH: wrapper },
    note: "Firestore: the Google Cloud CLI's emulator through a wrapper jar (firebase-tools' jar is not cached).",
  };
}
