import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { Firestore } from 'firebase-admin/firestore';
import { ADMIN_EMULATOR_ENV, FUNCTIONS_LOCAL_ENV, HOST } from '../emulators/config.ts';
import { DEMO_STUDENT_IDS, DEMO_TUTOR_IDS } from '../emulators/seed/demo-data.ts';
import { atLeast, atMost, failed, measured, pending, type Figure } from './figures.ts';
import type { Session } from './sessions.ts';
import { ROOT, SETTINGS } from './settings.ts';
import { percentile } from './stats.ts';

/**
 * The API under load: SETTINGS.connections clients for SETTINGS.loadSeconds on each endpoint of
 * LOAD_TARGETS, next to the same documents read directly with the Admin SDK at the same
 * concurrency in the same run. The ratio of the two is the figure; absolute numbers depend on
 * how busy the machine is.
 *
 * The API runs in the Functions Framework (the runtime of Cloud Functions 2nd gen) as one
 * instance serving concurrent requests, as production does with `concurrency: 80`, against the
 * Auth and Firestore emulators. The Functions emulator is not used here: it runs one request per
 * worker process and starts a new process for every concurrent request, so 50 clients measure
 * process start-up on two cores, not this code.
 */

export const DEMO = { tutor: DEMO_TUTOR_IDS.nimal, student: DEMO_STUDENT_IDS.amaya };
type Demo = typeof DEMO;

interface LoadTarget {
  /** The route as `METHOD path`, exactly as in functions/src/routes.ts. */
  route: string;
  label: string;
  /** Who calls it: a tutor (custom-token session), the tutor through Google, or a student. */
  as: 'tutor' | 'tutor-google' | 'student';
  path: (demo: Demo) => string;
  /** A JSON body for writes; `i` numbers the requests so each can be unique. */
  body?: (demo: Demo, i: number) => unknown;
  /** The same documents, read (or written) directly with the Admin SDK. */
  direct: (db: Firestore, demo: Demo, i: number) => Promise<unknown>;
}

/** The reads and writes to load. A route that is not in ROUTES yet is reported as pending. */
export const LOAD_TARGETS: LoadTarget[] = [
  {
    route: 'GET /tutors/:tutorId',
    label: 'tutor profile',
    as: 'tutor',
    path: (d) => `/tutors/${d.tutor}`,
    direct: (db, d) => db.doc(`tutors/${d.tutor}`).get(),
  },
  {
    route: 'GET /tutors/dashboard/:tutorId/dashboard',
    label: 'tutor dashboard',
    as: 'tutor',
    path: (d) => `/tutors/dashboard/${d.tutor}/dashboard`,
    direct: (db, d) =>
      Promise.all([
        db.doc(`tutors/${d.tutor}`).get(),
        db.collection('activities').where('tutorId', '==', d.tutor).orderBy('createdAt', 'desc').limit(5).get(),
        db.collection(`tutors/${d.tutor}/students`).count().get(),
        db.collection('courses').where('tutorId', '==', d.tutor).count().get(),
        db.collection('lessons').where('tutorId', '==', d.tutor).count().get(),
      ]),
  },
  {
    route: 'GET /students/tutor/:tutorId',
    label: 'students list',
    as: 'tutor',
    path: (d) => `/students/tutor/${d.tutor}`,
    direct: (db, d) => db.collection(`tutors/${d.tutor}/students`).get(),
  },
  {
    route: 'GET /courses/tutor/:tutorId',
    label: 'courses list',
    as: 'tutor',
    path: (d) => `/courses/tutor/${d.tutor}`,
    direct: (db, d) => db.collection('courses').where('tutorId', '==', d.tutor).orderBy('createdAt', 'desc').get(),
  },
  {
    route: 'GET /lessons/tutors/:tutorId',
    label: 'lessons list',
    as: 'tutor',
    path: (d) => `/lessons/tutors/${d.tutor}`,
    direct: (db, d) => db.collection('lessons').where('tutorId', '==', d.tutor).orderBy('updatedAt', 'desc').get(),
  },
  {
    // Not named by the spec: rename the key when the students feature picks the route.
    route: 'GET /students/:studentId/courses',
    label: "a student's courses",
    as: 'student',
    path: (d) => `/students/${d.student}/courses`,
    direct: (db, d) => db.collection('grants').where('studentId', '==', d.student).orderBy('expiresAt').get(),
  },
  {
    route: 'POST /auth/tutor/session',
    label: 'tutor session (write path: transaction)',
    as: 'tutor-google',
    path: () => '/auth/tutor/session',
    body: () => ({}),
    direct: (db, d) => db.runTransaction((tx) => tx.get(db.doc(`tutors/${d.tutor}`))),
  },
  {
    route: 'POST /tutors/students/invite',
    label: 'invite a student (write)',
    as: 'tutor',
    path: () => '/tutors/students/invite',
    body: (d, i) => ({ email: `load-${Date.now()}-${i}@example.com`, tutorId: d.tutor }),
    direct: (db, d, i) =>
      db
        .collection('invitations')
        .add({ tutorId: d.tutor, email: `load-direct-${i}@example.com`, status: 'PENDING', invitedAt: new Date() }),
  },
];

/** Routes deliberately not loaded, with the reason. Every route must be here or in LOAD_TARGETS. */
export const NOT_LOAD_TESTED: Record<string, string> = {
  'GET /health': 'no data behind it',
};

/** Port of the Functions Framework instance (inside the bench's private network namespace). */
const API_PORT = 5090;
const API_URL = `http://${HOST}:${API_PORT}`;

interface LoadStats {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function summarise(latencies: number[], seconds: number, errors: number): LoadStats {
  if (!latencies.length) return { rps: 0, p50: NaN, p95: NaN, p99: NaN, errors };
  return {
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
  return summarise(latencies, result.duration, result.errors + result.timeouts + result.non2xx);
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

async function startApi(): Promise<ChildProcess> {
  const server = spawn(
    join(ROOT, 'node_modules', '.bin', 'functions-framework'),
    ['--target=api', `--port=${API_PORT}`, `--source=${join(ROOT, 'functions')}`],
    {
      cwd: ROOT,
      env: { ...process.env, ...ADMIN_EMULATOR_ENV, ...FUNCTIONS_LOCAL_ENV, NODE_ENV: 'production' },
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

/** `METHOD path` of every route the built functions serve. */
export async function loadRouteKeys(): Promise<string[]> {
  const { ROUTES } = (await import(pathToFileURL(join(ROOT, 'functions', 'lib', 'routes.js')).href)) as {
    ROUTES: { method: string; path: string }[];
  };
  return ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`);
}

const slug = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

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
      ...(direct.errors ? { note: `direct: ${direct.errors} errors` } : {}),
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

/** Regression guards for the API's overhead over a direct read (token check, Express, JSON). */
const THROUGHPUT_RATIO_MIN = 0.1;
const P95_RATIO_MAX = 10;

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
