import { spawn } from 'node:child_process';
import { ADMIN_EMULATOR_ENV } from '../emulators/config.ts';
import { ROOT, startStack } from '../emulators/stack.ts';
import { buildIfStale } from './build.ts';

/**
 * Runs one command against freshly started emulators, then stops them, e.g.
 * `node scripts/bootstrap.mjs scripts/with-stack.ts vitest run --project api tests/api/x.test.ts`.
 * npm test does the same for the whole suite.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: scripts/with-stack.ts <command> [args...]');
  process.exit(2);
}
buildIfStale();
const stack = await startStack();
const code = await new Promise<number>((resolve) => {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...ADMIN_EMULATOR_ENV } });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
await stack.stop();
process.exit(code);
