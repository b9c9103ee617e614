import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_EMULATOR_ENV, FUNCTIONS_LOCAL_ENV } from '../emulators/config.ts';
import { atMost, failed, measured, slug, type Figure } from './figures.ts';
import { bundleFunctionsCode } from './functions-module.ts';
import { ROOT, SETTINGS } from './settings.ts';
import { median } from './stats.ts';

/**
 * Cold-start cost of the functions: how long `import` takes in a fresh Node 22 process, for the
 * entry file and for each dependency on its own (median of SETTINGS.runs processes). A dependency
 * is measured as it is deployed, bundled by the functions' own build; its cost from node_modules'
 * own files is in the note. Every dependency in functions/package.json is measured, so a new one
 * is covered without an edit here.
 */
const FUNCTIONS = join(ROOT, 'functions');
const ENTRY_BUDGET_MS = 250;
const DEPENDENCY_BUDGET_MS = 80;

/** What "importing" a package means when the functions use only part of it. */
const SPECIFIERS: Record<string, string[]> = {
  'firebase-admin': ['firebase-admin/app', 'firebase-admin/firestore'],
  'firebase-functions': ['firebase-functions/v2/https'],
  zod: ['zod/mini'],
};

/** Loaded from node_modules with `require`: the functions bundle its CommonJS build (functions/rolldown.config.ts says why). */
const REQUIRED = new Set(['firebase-admin/firestore']);

/**
 * What each deployed function imports on its first call, after the entry file (functions/src/index.ts
 * loads every implementation lazily): entry + this module is what a fresh instance of that function
 * loads before it can answer. Shown without a budget, so the cost moved out of the entry stays visible.
 */
const FIRST_CALL: Record<string, string> = {
  api: 'app.js',
  publishVideo: 'features/publishing/run-publish-job.js',
  accessExpiry: 'features/access/run-access-expiry.js',
  onProgressWritten: 'features/progress/apply-progress-change.js',
};

/** Heavy packages the features may bring in: measured whenever they are installed, even as a transitive dependency. */
const WATCHED = ['stripe', '@googleapis/youtube', 'google-auth-library', 'sanitize-html'];

function isInstalled(name: string): boolean {
  return [FUNCTIONS, ROOT].some((dir) => existsSync(join(dir, 'node_modules', name, 'package.json')));
}

interface ImportTime {
  /** CPU time (user + system) the process spent importing, in ms. */
  cpu: number;
  /** Wall-clock time, in ms. */
  wall: number;
}

/** What the imports cost inside one fresh process (Node's own start-up excluded). */
function importOnce(specifiers: string[]): ImportTime {
  const imports = specifiers
    .map((s) => (REQUIRED.has(s) ? `require(${JSON.stringify(s)});` : `await import(${JSON.stringify(s)});`))
    .join(' ');
  const script = `const require = (await import('node:module')).createRequire(process.cwd() + '/'); const c = process.cpuUsage(); const t = performance.now(); ${imports} const u = process.cpuUsage(c); process.stdout.write(JSON.stringify({ cpu: (u.user + u.system) / 1000, wall: performance.now() - t }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: FUNCTIONS,
    encoding: 'utf8',
    env: { ...process.env, ...ADMIN_EMULATOR_ENV, ...FUNCTIONS_LOCAL_ENV, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`importing ${specifiers.join(', ')} failed: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout) as ImportTime;
}

/**
 * The median of fresh processes. The figure is CPU time: on this shared two-core machine the wall
 * time of the same import varied two- to fourfold between runs while its CPU time stayed within a
 * few percent; the wall time is given in the note. It counts every thread (V8's compiler and GC
 * helpers, the thread pool's file reads: 15–40% above the main thread alone), which is what a
 * deployed function pays: firebase-functions gives a 2nd gen function of ≤ 2 GB one vCPU.
 */
function medianImport(specifiers: string[]): { value: number; note: string } {
  importOnce(specifiers); // warm the file system cache: the figure is the module graph, not the disk
  const runs = Array.from({ length: SETTINGS.runs }, () => importOnce(specifiers));
  const wall = median(runs.map((r) => r.wall));
  return {
    value: median(runs.map((r) => r.cpu)),
    note: `wall clock ${wall.toFixed(0)} ms; median of ${SETTINGS.runs} fresh Node ${process.versions.node} processes`,
  };
}

export async function measureImportTimes(): Promise<Figure[]> {
  const group = 'Functions cold start';
  const figures: Figure[] = [];
  const entry = join(FUNCTIONS, 'lib', 'index.js');
  try {
    figures.push(
      measured({
        id: 'functions.import.entry',
        group,
        label: 'functions/lib/index.js: import CPU time',
        ...medianImport([pathToFileURL(entry).href]),
        unit: 'ms',
        budget: atMost(ENTRY_BUDGET_MS),
      }),
    );
  } catch (error) {
    figures.push(
      failed({
        id: 'functions.import.entry',
        group,
        label: 'functions/lib/index.js: import time',
        note: (error as Error).message,
      }),
    );
  }

  for (const [name, module] of Object.entries(FIRST_CALL)) {
    const id = `functions.import.first-call.${name}`;
    const label = `${name}: entry + ${module} (first call of a fresh instance), CPU time`;
    try {
      figures.push(
        measured({
          id,
          group,
          label,
          ...medianImport([entry, join(FUNCTIONS, 'lib', module)].map((f) => pathToFileURL(f).href)),
          unit: 'ms',
        }),
      );
    } catch (error) {
      figures.push(failed({ id, group, label, note: (error as Error).message }));
    }
  }

  const declared = Object.keys(
    (JSON.parse(readFileSync(join(FUNCTIONS, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {},
  );
  const names = [...new Set([...declared, ...WATCHED.filter(isInstalled)])].sort();
  for (const name of names) {
    const specifiers = SPECIFIERS[name] ?? [name];
    const label = `${specifiers.join(' + ')}: import CPU time, bundled`;
    try {
      // As deployed: bundled by the functions' own build, so what a cold start pays for it.
      const code = specifiers.map((s, i) => `export * as dependency${i} from ${JSON.stringify(s)};`).join('\n');
      const bundled = medianImport([pathToFileURL(await bundleFunctionsCode(`dependency-${slug(name)}`, code)).href]);
      const installed = medianImport(specifiers);
      figures.push(
        measured({
          id: `functions.import.${name}`,
          group,
          label,
          value: bundled.value,
          note: [
            declared.includes(name) ? '' : 'installed, not a direct dependency of functions/',
            `from node_modules' own files: ${installed.value.toFixed(0)} ms`,
            bundled.note,
          ]
            .filter(Boolean)
            .join('; '),
          unit: 'ms',
          budget: atMost(DEPENDENCY_BUDGET_MS),
        }),
      );
    } catch (error) {
      figures.push(failed({ id: `functions.import.${name}`, group, label, note: (error as Error).message }));
    }
  }
  return figures;
}
