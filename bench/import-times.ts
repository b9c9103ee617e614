import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_EMULATOR_ENV, FUNCTIONS_LOCAL_ENV } from '../emulators/config.ts';
import { atMost, failed, measured, type Figure } from './figures.ts';
import { ROOT, SETTINGS } from './settings.ts';
import { median } from './stats.ts';

/**
 * Cold-start cost of the functions: how long `import` takes in a fresh Node 22 process, for the
 * entry file and for each dependency on its own (median of SETTINGS.runs processes). Every
 * dependency in functions/package.json is measured, so a new one is covered without an edit here.
 */
const FUNCTIONS = join(ROOT, 'functions');
const ENTRY_BUDGET_MS = 250;
const DEPENDENCY_BUDGET_MS = 80;

/** What "importing" a package means when the functions use only part of it. */
const SPECIFIERS: Record<string, string[]> = {
  'firebase-admin': ['firebase-admin/app', 'firebase-admin/firestore'],
  'firebase-functions': ['firebase-functions/v2/https'],
};

/** Heavy packages the features may bring in: measured whenever they are installed, even as a transitive dependency. */
const WATCHED = ['stripe', '@googleapis/youtube', 'google-auth-library', 'sanitize-html'];

function isInstalled(name: string): boolean {
  return [FUNCTIONS, ROOT].some((dir) => existsSync(join(dir, 'node_modules', name, 'package.json')));
}

/** Milliseconds the imports take inside one fresh process (Node's own start-up excluded). */
function importOnce(specifiers: string[]): number {
  const script = `const t = performance.now(); ${specifiers.map((s) => `await import(${JSON.stringify(s)});`).join(' ')} process.stdout.write(String(performance.now() - t));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: FUNCTIONS,
    encoding: 'utf8',
    env: { ...process.env, ...ADMIN_EMULATOR_ENV, ...FUNCTIONS_LOCAL_ENV, NODE_ENV: 'production' },
  });
  const ms = Number(result.stdout);
  if (result.status !== 0 || !Number.isFinite(ms))
    throw new Error(`importing ${specifiers.join(', ')} failed: ${result.stderr.trim()}`);
  return ms;
}

function medianImport(specifiers: string[]): number {
  importOnce(specifiers); // warm the file system cache: the figure is the module graph, not the disk
  return median(Array.from({ length: SETTINGS.runs }, () => importOnce(specifiers)));
}

export function measureImportTimes(): Figure[] {
  const group = 'Functions cold start';
  const figures: Figure[] = [];
  const entry = join(FUNCTIONS, 'lib', 'index.js');
  try {
    figures.push(
      measured({
        id: 'functions.import.entry',
        group,
        label: 'functions/lib/index.js: import time',
        value: medianImport([pathToFileURL(entry).href]),
        unit: 'ms',
        budget: atMost(ENTRY_BUDGET_MS),
        note: `median of ${SETTINGS.runs} fresh Node ${process.versions.node} processes`,
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

  const declared = Object.keys(
    (JSON.parse(readFileSync(join(FUNCTIONS, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {},
  );
  const names = [...new Set([...declared, ...WATCHED.filter(isInstalled)])].sort();
  for (const name of names) {
    const specifiers = SPECIFIERS[name] ?? [name];
    const label = `${specifiers.join(' + ')}: import time`;
    try {
      figures.push(
        measured({
          id: `functions.import.${name}`,
          group,
          label,
          value: medianImport(specifiers),
          unit: 'ms',
          budget: atMost(DEPENDENCY_BUDGET_MS),
          ...(declared.includes(name) ? {} : { note: 'installed, not a direct dependency of functions/' }),
        }),
      );
    } catch (error) {
      figures.push(failed({ id: `functions.import.${name}`, group, label, note: (error as Error).message }));
    }
  }
  return figures;
}
