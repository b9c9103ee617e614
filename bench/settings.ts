import { join } from 'node:path';

/**
 * How long and how often the bench measures. `BENCH_QUICK=1` runs everything once and for a few
 * seconds (to try a change to the bench itself); its figures are not comparable with a full run.
 */
export const QUICK = process.env.BENCH_QUICK === '1';

export const SETTINGS = {
  /** Fresh Node processes per import-time figure; Lighthouse runs per page and form factor. */
  runs: QUICK ? 1 : 5,
  /** Seconds of load per endpoint, for the API and again for its direct Admin SDK counterpart. */
  loadSeconds: Number(process.env.BENCH_LOAD_SECONDS ?? (QUICK ? 5 : 30)),
  /** Concurrent clients in the load test. */
  connections: 50,
  /** Plain and chunked uploads, one after the other, per client: one run's three ratios spread 22–44 %. */
  uploadPairs: QUICK ? 1 : 3,
};

/** The sections of a run; `BENCH_ONLY=api,reads` runs some of them (and writes no result file). */
export const SECTIONS = ['bundles', 'imports', 'reads', 'lighthouse', 'api', 'upload'] as const;
export type Section = (typeof SECTIONS)[number];
const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s)) ?? [];
if (unknown.length) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
export const PARTIAL = Boolean(only?.length);
export const runs = (section: Section) => !only?.length || only.includes(section);

export const ROOT = join(import.meta.dirname, '..');
export const RESULTS_DIR = join(ROOT, 'bench', 'results');
