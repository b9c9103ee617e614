import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => (entry === 'node_modules' ? newest : Math.max(newest, newestMtime(join(path, entry)))),
    stat.mtimeMs,
  );
}

const TARGETS = [
  {
    name: 'functions',
    inputs: ['functions/src', 'functions/package.json', 'functions/rolldown.config.ts'],
    output: 'functions/lib/index.js',
  },
  {
    name: 'web',
    inputs: ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'functions/src/shared'],
    output: 'web/dist/index.html',
  },
];

/** Builds what changed since the last build (the emulators serve functions/lib and web/dist). */
export function buildIfStale(log: (line: string) => void = console.log): void {
  for (const target of TARGETS) {
    const outputTime = newestMtime(join(ROOT, target.output));
    const inputTime = Math.max(...target.inputs.map((input) => newestMtime(join(ROOT, input))));
    if (outputTime > inputTime) continue;
    log(`Building ${target.name}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.name], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(`Building ${target.name} failed (see above).`);
    }
  }
}
