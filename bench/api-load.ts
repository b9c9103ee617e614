import autocannon from 'autocannon';
import type { Firestore } from 'firebase-admin/firestore';
import { atLeast, atMost, failed, measured, pending, slug, type Figure } from './figures.ts';
import { API_URL, startApi } from './functions-framework.ts';
import { importFunctionsModule } from './functions-module.ts';
import { DEMO, LOAD_TARGETS, NOT_LOAD_TESTED, type LoadTarget } from './load-targets.ts';
import type { Session } from './sessions.ts';
import { SETTINGS } from './settings.ts';
import { percentile } from './stats.ts';

/**
 * The API under load: SETTINGS.connections clients for SETTINGS.loadSeconds on each endpoint of
 * LOAD_TARGETS, next to the same documents read directly with the Admin SDK at the same
 * concurrency in the same run. The ratio of the two is the figure; absolute numbers depend on
 * how busy the machine is.
 *
 * The API runs in the Functions Framework (functions-framework.ts) as one instance serving
 * concurrent requests, as production does with `concurrency: 80`, against the Auth and Firestore
 * emulators: through the Functions emulator, 50 clients would measure process start-up on two cores.
 */

interface LoadStats {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** What the errors were, e.g. `3 timeouts, 2 × 503`. */
  errorKinds: string;
}

function summarise(latencies: number[], seconds: number, errors: number, errorKinds = ''): LoadStats {
  if (!latencies.length) return { rps: 0, p50: NaN, p95: NaN, p99: NaN, errors, errorKinds };
  return {
    errorKinds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

async function loadApi(target: LoadTarget, session: Session, seconds: number): Promise<LoadStats> {
  const latencies: number[] = [];
  let counter = 0;
  const options: autocannon.Options = {
    url: `${API_URL}${target.path(DEMO)}`,
    connections: SETTINGS.connections,
    duration: seconds,
    // Slow answers on a busy machine belong in the latency figures; an error is a failed or refused request.
    timeout: 30,
    method: target.body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${session.idToken}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => (target.body ? { ...request, body: JSON.stringify(target.body(DEMO, counter++)) } : request),
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, answer) => (error ? reject(error as Error) : resolve(answer)));
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  // `errors` counts failed connections, timeouts included; `non2xx` the answers that were not a success.
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code, stat]) => !code.startsWith('2') && stat.count)
    .map(([code, stat]) => `${stat.count} × ${code}`);
  const kinds = [
    ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
    ...(result.errors > result.timeouts ? [`${result.errors - result.timeouts} connection errors`] : []),
    ...statuses,
  ];
  return summarise(latencies, result.duration, result.errors + result.non2xx, kinds.join(', '));
}

async function loadDirect(target: LoadTarget, db: Firestore, seconds: number): Promise<LoadStats> {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: SETTINGS.connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await target.direct(db, DEMO, counter++);
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return summarise(latencies, seconds, errors);
}

/** `METHOD path` of every route the built functions serve. */
export async function loadRouteKeys(): Promise<string[]> {
  const { ROUTES } = await importFunctionsModule<{ ROUTES: { method: string; path: string }[] }>('src/routes.ts');
  return ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`);
}

/**
 * performance.md sets no API budget: these are regression guards at about twice the overhead
 * measured when the harness was written (throughput ~0.1–0.15 of a direct read, p95 ~8–9×), so
 * a change that halves the API's efficiency (an extra round trip per request, an N+1 on the
 * server) fails the bench.
 */
const THROUGHPUT_RATIO_MIN = 0.05;
const P95_RATIO_MAX = 20;

function figuresFor(target: LoadTarget, api: LoadStats, direct: LoadStats): Figure[] {
  const group = 'API under load';
  const id = `api.${slug(target.route)}`;
  const name = target.route;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return [
    measured({
      id: `${id}.rps`,
      group,
      label: `${name}: requests/s`,
      value: api.rps,
      unit: 'rps',
      note: `${target.label}; direct Admin SDK: ${direct.rps.toFixed(0)} rps`,
    }),
    measured({ id: `${id}.p50`, group, label: `${name}: p50`, value: api.p50, unit: 'ms', note: `direct: ${ms(direct.p50)}` }),
    measured({ id: `${id}.p95`, group, label: `${name}: p95`, value: api.p95, unit: 'ms', note: `direct: ${ms(direct.p95)}` }),
    measured({ id: `${id}.p99`, group, label: `${name}: p99`, value: api.p99, unit: 'ms', note: `direct: ${ms(direct.p99)}` }),
    measured({
      id: `${id}.errors`,
      group,
      label: `${name}: errors`,
      value: api.errors,
      unit: '',
      budget: atMost(0),
      ...(api.errors || direct.errors
        ? { note: [api.errorKinds, direct.errors ? `direct: ${direct.errors} errors` : ''].filter(Boolean).join('; ') }
        : {}),
    }),
    measured({
      id: `${id}.throughput-ratio`,
      group,
      label: `${name}: throughput API / direct`,
      value: api.rps / direct.rps,
      unit: '×',
      budget: atLeast(THROUGHPUT_RATIO_MIN),
    }),
    measured({
      id: `${id}.p95-ratio`,
      group,
      label: `${name}: p95 API / direct`,
      value: api.p95 / direct.p95,
      unit: '×',
      budget: atMost(P95_RATIO_MAX),
    }),
  ];
}

export async function measureApiLoad(db: Firestore, sessions: Record<LoadTarget['as'], Session>): Promise<Figure[]> {
  const group = 'API under load';
  const routes = await loadRouteKeys();
  const figures: Figure[] = [];
  const covered = new Set([...LOAD_TARGETS.map((t) => t.route), ...Object.keys(NOT_LOAD_TESTED)]);
  for (const route of routes.filter((r) => !covered.has(r))) {
    figures.push(
      failed({
        id: `api.${slug(route)}.unlisted`,
        group,
        label: `${route}: not in the load table`,
        note: 'add it to LOAD_TARGETS (or NOT_LOAD_TESTED, with the reason) in bench/api-load.ts',
      }),
    );
  }
  const present = LOAD_TARGETS.filter((t) => routes.includes(t.route));
  for (const target of LOAD_TARGETS.filter((t) => !routes.includes(t.route))) {
    figures.push(
      pending({
        id: `api.${slug(target.route)}`,
        group,
        label: `${target.route} (${target.label})`,
        note: 'not measured: route not present',
      }),
    );
  }
  if (!present.length) return figures;

  const server = await startApi();
  try {
    const warmUp = Math.max(2, Math.round(SETTINGS.loadSeconds / 10));
    for (const target of present) {
      const session = sessions[target.as];
      await loadApi(target, session, warmUp);
      const api = await loadApi(target, session, SETTINGS.loadSeconds);
      await loadDirect(target, db, warmUp);
      const direct = await loadDirect(target, db, SETTINGS.loadSeconds);
      figures.push(...figuresFor(target, api, direct));
    }
  } finally {
    server.kill();
  }
  return figures;
}
