import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ADMIN_EMULATOR_ENV, FUNCTIONS_LOCAL_ENV, HOST } from '../emulators/config.ts';
import { ROOT } from './settings.ts';

/**
 * The built `api` function in the Functions Framework, the runtime Cloud Functions 2nd gen runs it
 * in: one instance serving concurrent requests, against the emulators. The Functions emulator
 * runs one request per worker process, starting a new process for every concurrent request, and
 * reaches it through two proxies (Hosting's and its own), so what it measures is the emulator.
 */
const API_PORT = 5090;
/** The instance's origin (inside the bench's private network namespace). */
export const API_URL = `http://${HOST}:${API_PORT}`;

export async function startApi(): Promise<ChildProcess> {
  const server = spawn(
    join(ROOT, 'node_modules', '.bin', 'functions-framework'),
    ['--target=api', `--port=${API_PORT}`, `--source=${join(ROOT, 'functions')}`],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...ADMIN_EMULATOR_ENV,
        ...FUNCTIONS_LOCAL_ENV,
        NODE_ENV: 'production',
        // The invite load sends far more invitations from one tutor than a day's cap allows: the cap
        // is a rule against bulk mail (tested in the API tests); here the write path's speed is measured.
        INVITATIONS_PER_TUTOR_PER_DAY: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the Functions Framework exited while starting');
    try {
      if ((await fetch(`${API_URL}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error('the Functions Framework did not answer /health within 30 s');
}
