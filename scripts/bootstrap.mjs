// Runs on whatever Node started npm (the machine may have Node 20): installs the workspace
// when it is missing or stale, then re-runs the given TypeScript entry on the repo's own Node 22
// (the `node` devDependency), which strips types natively.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const node22 = join(root, 'node_modules', '.bin', 'node');
const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');

const isStale = () => !existsSync(node22) || !existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs;

if (isStale()) {
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed: see the output above.');
    process.exit(result.status ?? 1);
  }
}

const [entry, ...args] = process.argv.slice(2);
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` };
const child = spawn(node22, ['--disable-warning=ExperimentalWarning', join(root, entry), ...args], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// Ctrl+C reaches the whole process group; the child cleans up and its exit code is ours.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 0)));
