/**
 * `npm run bench`: builds the production bundles, measures them and the functions' cold start,
 * then starts the emulators (the same launcher as npm start and npm test), loads the demo data and
 * measures Firestore reads per screen, Lighthouse and the API under load. Writes
 * bench/results/<date>.json and .md, prints every figure with PASS/FAIL, exits 1 on any FAIL.
 * `BENCH_QUICK=1` measures once and briefly; `BENCH_ONLY=api,reads` runs some sections (see settings.ts).
 * Run it in a private network namespace: `unshare -n sh -c 'ip link set lo up && npm run bench'`.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { ADMIN_EMULATOR_ENV } from '../emulators/config.ts';
import { startStack } from '../emulators/stack.ts';
import { failed, printFigure, type Figure } from './figures.ts';
import { measureImportTimes } from './import-times.ts';
import { countByStatus, resultName, writeResult, type BenchResult } from './report.ts';
import { PARTIAL, QUICK, ROOT, runs, type Section } from './settings.ts';
import { measureWebBundles } from './web-bundles.ts';

const figures: Figure[] = [];
const section = async (key: Section, title: string, measure: () => Figure[] | Promise<Figure[]>) => {
  if (!runs(key)) return;
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  let found: Figure[];
  try {
    found = await measure();
  } catch (error) {
    found = [
      failed({ id: `bench.${title}`, group: title, label: title, note: `could not measure: ${(error as Error).message}` }),
    ];
  }
  found.forEach((f) => printFigure(f));
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  figures.push(...found);
};

function build() {
  console.log('▶ building functions and web (production)');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('the build failed (see above)');
  }
}

async function measureWithStack() {
  // firebase-admin reads the emulator hosts when it loads: set them before importing anything that uses it.
  Object.assign(process.env, ADMIN_EMULATOR_ENV);
  console.log('\n▶ starting the emulators and loading the demo data');
  const stack = await startStack();
  try {
    const { seedAdminApp, seedDemoData } = await import('../emulators/seed/run.ts');
    await seedDemoData();
    const { getAuth } = await import('firebase-admin/auth');
    const { getFirestore } = await import('firebase-admin/firestore');
    const auth = getAuth(seedAdminApp());
    const db = getFirestore(seedAdminApp());
    const { measureApiLoad } = await import('./api-load.ts');
    const { DEMO } = await import('./load-targets.ts');
    const { measureFirestoreReads } = await import('./firestore-reads.ts');
    const { measureLighthouse } = await import('./lighthouse.ts');
    const { measureUploads } = await import('./upload.ts');
    const { googleSessionFor, sessionFor } = await import('./sessions.ts');

    await section('reads', 'Firestore reads per page load', () => measureFirestoreReads(auth));
    await section('lighthouse', 'Lighthouse', () => measureLighthouse(auth));
    await section('api', 'API under load', async () =>
      measureApiLoad(db, {
        tutor: await sessionFor(auth, DEMO.tutor),
        'tutor-google': await googleSessionFor(auth, DEMO.tutor),
        student: await sessionFor(auth, DEMO.student),
      }),
    );
    await section('upload', 'Upload and publishing', measureUploads);
  } finally {
    await stack.stop();
  }
}

async function main() {
  const date = new Date();
  const loadAtStart = loadavg();
  console.log(
    `Node ${process.versions.node}, ${cpus().length} cores, load average ${loadAtStart.map((l) => l.toFixed(1)).join(' / ')}${QUICK ? ', BENCH_QUICK' : ''}`,
  );
  if ((loadAtStart[0] ?? 0) > cpus().length)
    console.log('  The machine is busy: times and Lighthouse scores will be worse than on an idle machine.');
  if ((['bundles', 'imports', 'lighthouse', 'api', 'upload'] as const).some(runs)) build();
  await section('bundles', 'Web bundles', measureWebBundles);
  await section('imports', 'Functions cold start', measureImportTimes);
  try {
    if ((['reads', 'lighthouse', 'api', 'upload'] as const).some(runs)) await measureWithStack();
  } catch (error) {
    figures.push(failed({ id: 'bench.emulators', group: 'Emulators', label: 'emulators', note: (error as Error).message }));
  }

  const result: BenchResult = {
    date: date.toISOString(),
    quick: QUICK,
    machine: { node: process.versions.node, cpus: cpus().length, loadAverage: { start: loadAtStart, end: loadavg() } },
    figures,
  };
  const counts = countByStatus(figures);
  if (PARTIAL) console.log('\nBENCH_ONLY: a partial run, no result file written.');
  else {
    const files = writeResult(resultName(date), result);
    console.log(`\nWrote ${files.json}\n  and ${files.markdown}`);
  }
  for (const f of figures.filter((f) => f.status === 'FAIL')) printFigure(f);
  console.log(`${counts.PASS} PASS, ${counts.FAIL} FAIL, ${counts.PENDING} PENDING, ${counts.INFO} INFO`);
  process.exit(counts.FAIL ? 1 : 0);
}

await main();
