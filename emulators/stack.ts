import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_EMULATOR_ENV,
  APP_URL,
  FUNCTIONS_LOCAL_ENV,
  FUNCTIONS_URL,
  HOST,
  PAYMENT_TEST_CREDENTIALS,
  paymentsFunctionsEnv,
  PORTS,
  PROJECT_ID,
  YOUTUBE_REDIRECT_URI,
} from './config.ts';
import { chooseFirestoreEmulator, hasCachedEmulator } from './firestore-emulator.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { findBusyPort } from './ports.ts';
import { startGoogleStandIns } from './stand-ins/google/index.ts';
import { startIpayStandIn } from './stand-ins/ipay/server.ts';
import { startStripeStandIn } from './stand-ins/stripe/server.ts';
import { startStorageStandIn } from './storage/server.ts';

export const ROOT = join(import.meta.dirname, '..');
export const CACHE_DIR = join(ROOT, 'emulators', '.cache');

export class PortInUseError extends Error {}

export interface Stack {
  notes: string[];
  logFile: string;
  stop(): Promise<void>;
}

interface StackOptions {
  /** Extra variables for the functions runtime (e.g. stand-in base URLs). */
  functionsEnv?: Record<string, string>;
  /** How long to wait for the emulators before giving up. */
  timeoutMs?: number;
}

async function waitFor(url: string, deadline: number, isAlive: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('the emulators exited while starting');
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/**
 * Starts Auth, Firestore, Functions and Hosting (and Storage, or its stand-in) the same way for
 * `npm start`, the tests and the bench, and resolves once `/api/health` answers through Hosting.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const useStorageEmulator = hasCachedEmulator('cloud-storage-rules-runtime');
  const ports: Record<string, number> = { ...PORTS };
  const busy = await findBusyPort(ports, HOST);
  if (busy)
    throw new PortInUseError(`Port ${busy.port} (${busy.name}) is already in use: stop whatever is using it and try again.`);

  mkdirSync(CACHE_DIR, { recursive: true });
  const firestore = chooseFirestoreEmulator(CACHE_DIR);
  const notes = [firestore.note];
  let storageStandIn: Awaited<ReturnType<typeof startStorageStandIn>> | undefined;
  if (useStorageEmulator) {
    notes.push("Storage: firebase-tools' Storage emulator (its rules runtime is cached).");
  } else {
    storageStandIn = await startStorageStandIn({ host: HOST, port: PORTS.storage, dir: join(CACHE_DIR, 'storage') });
    notes.push(
      "Storage: local stand-in speaking the Cloud Storage JSON API (the Storage emulator's rules runtime is not cached; `npx firebase setup:emulators:storage` fetches it when online).",
    );
  }
  notes.push('Emulator UI: skipped (it is a download and adds nothing the tests need).');
  const google = await startGoogleStandIns({
    host: HOST,
    oauthPort: PORTS.googleOAuth,
    youtubePort: PORTS.youtube,
    dir: join(CACHE_DIR, 'youtube'),
    redirectUris: [YOUTUBE_REDIRECT_URI],
  });
  notes.push(`Google OAuth and YouTube: local stand-ins at ${google.oauthUrl} and ${google.youtubeUrl}.`);
  const mail = await startMailCatcher({ host: HOST, smtpPort: PORTS.mailSmtp, webPort: PORTS.mailWeb });
  // The gateways call the function's own URL, as they would in production (no Hosting hop).
  const paymentStandIns = await Promise.all([
    startIpayStandIn({
      host: HOST,
      port: PORTS.ipay,
      merchantWebToken: PAYMENT_TEST_CREDENTIALS.ipayMerchantWebToken,
      secret: PAYMENT_TEST_CREDENTIALS.ipaySecret,
      callbackUrl: `${FUNCTIONS_URL}/payments/webhooks/ipay`,
    }),
    startStripeStandIn({
      host: HOST,
      port: PORTS.stripe,
      secretKey: PAYMENT_TEST_CREDENTIALS.stripeSecretKey,
      webhookSecret: PAYMENT_TEST_CREDENTIALS.stripeWebhookSecret,
      webhookUrl: `${FUNCTIONS_URL}/payments/webhooks/stripe`,
    }),
  ]);
  notes.push('Payments: iPay and Stripe stand-ins (local hosted checkout pages that send signed webhooks).');

  const only = ['auth', 'firestore', 'functions', 'hosting', ...(useStorageEmulator ? ['storage'] : [])];
  const logFile = join(CACHE_DIR, 'emulators.log');
  const log = createWriteStream(logFile);
  const firebase = spawn('firebase', ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID], {
    cwd: ROOT,
    // NODE_ENV=production as on Cloud Functions: the runtime's own body parser then answers
    // malformed bodies with a bare 400 instead of an HTML stack trace.
    env: {
      ...process.env,
      ...firestore.env,
      ...ADMIN_EMULATOR_ENV,
      ...FUNCTIONS_LOCAL_ENV,
      NODE_ENV: 'production',
      ...paymentsFunctionsEnv(),
      ...google.functionsEnv,
      ...options.functionsEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  firebase.stdout.pipe(log);
  firebase.stderr.pipe(log);

  const stop = async () => {
    await stopProcess(firebase, 15_000);
    await storageStandIn?.close();
    await mail.close();
    await Promise.all(paymentStandIns.map((standIn) => standIn.close()));
    await google.close();
    log.end();
  };
  try {
    const deadline = Date.now() + (options.timeoutMs ?? 120_000);
    const alive = () => firebase.exitCode === null;
    await waitFor(`http://${HOST}:${PORTS.auth}/`, deadline, alive);
    await waitFor(`http://${HOST}:${PORTS.firestore}/`, deadline, alive);
    await waitFor(`${APP_URL}/api/health`, deadline, alive);
  } catch (error) {
    await stop();
    throw new Error(`Emulators did not start (${(error as Error).message}); see ${logFile}`, { cause: error });
  }
  return { notes, logFile, stop };
}
