import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { atMost, failed, measured, type Figure } from './figures.ts';
import { pageFor, readPageRoutes, type PageRoute } from './router-map.ts';
import { ROOT } from './settings.ts';

/**
 * Initial JS and CSS per page from the production build: the entry chunk of index.html, the lazy
 * route modules the page needs (read from router.tsx), and everything they import statically, as
 * `vite build` writes them to web/dist/.vite/manifest.json. Sizes are gzip -9, kB = 1000 bytes.
 * Chunks that are mostly the Firebase SDK (judged from their source maps) are counted separately.
 * Each lazy route module is also weighed alone, as what navigating to it adds: its chunks beyond the
 * entry's and, for a child route, beyond its parent routes' (a dashboard screen always loads after
 * its dashboard root, which the user already has), see parentModules.
 */

/** A page to measure: add one line when a page gets its own budget. */
interface PageBudget {
  name: string;
  url: string;
}

export const PAGES: PageBudget[] = [
  { name: 'landing', url: '/' },
  { name: 'payment', url: '/payment' },
  { name: 'tutor home', url: '/tutor-dashboard/home' },
  { name: 'student home', url: '/student-dashboard/home' },
];

/** performance.md: the landing page's initial JS and CSS; every lazy route chunk on top of it. */
const ENTRY_JS_KB = 150;
const ENTRY_CSS_KB = 15;
const LAZY_CHUNK_KB = 30;

/** Packages whose code is "the Firebase chunk" (the SDK and the bindings that pull it in). */
const FIREBASE_SOURCE = /node_modules\/(@firebase\/|firebase\/|reactfire\/|rxfire\/|re2js\/|idb\/)/;
const FIRESTORE_SOURCE = /node_modules\/@firebase\/firestore\//;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkInfo {
  gzip: number;
  /** Share of the chunk's source bytes that come from the Firebase SDK (0–1). */
  firebaseShare: number;
  hasFirestore: boolean;
}

const DIST = join(ROOT, 'web', 'dist');

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1000;
}

function inspectChunk(file: string): ChunkInfo {
  const mapFile = join(DIST, `${file}.map`);
  let firebase = 0;
  let total = 0;
  let hasFirestore = false;
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
    map.sources.forEach((source, i) => {
      const size = map.sourcesContent?.[i]?.length ?? 0;
      total += size;
      if (FIREBASE_SOURCE.test(source)) firebase += size;
      if (FIRESTORE_SOURCE.test(source)) hasFirestore = true;
    });
  }
  return { gzip: gzipKb(file), firebaseShare: total ? firebase / total : 0, hasFirestore };
}

/** The manifest key of `key` plus every chunk it imports statically, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The lazy route modules loaded before `key` on any page that uses it: a child route of a dashboard
 * only ever loads after its dashboard root (the router loads the root first, or with it), so what the
 * child adds is what it needs beyond the entry and those parents. Outermost first; [] for a top-level route.
 */
export function parentModules(routes: readonly PageRoute[], key: string): string[] {
  const route = routes.find((r) => r.lazyModules.at(-1) === key);
  return route ? route.lazyModules.slice(0, -1) : [];
}

export interface Weight {
  js: number;
  css: number;
  firebase: number;
  firestore: boolean;
}

/** What loading `keys` costs: JS (Firebase chunks apart), CSS, and whether Firestore is among it. */
export function weigh(manifest: Manifest, keys: Iterable<string>, inspect: (file: string) => ChunkInfo): Weight {
  const weight: Weight = { js: 0, css: 0, firebase: 0, firestore: false };
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key] as ManifestChunk;
    const info = inspect(chunk.file);
    if (info.firebaseShare >= 0.5) weight.firebase += info.gzip;
    else weight.js += info.gzip;
    weight.firestore ||= info.hasFirestore;
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  for (const css of cssFiles) weight.css += gzipKb(css);
  return weight;
}

export function readManifest(): Manifest {
  const file = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error('web/dist/.vite/manifest.json is missing: build.manifest must stay on in web/vite.config.ts');
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * What index.html loads first. With Rolldown's `codeSplitting` groups (web/vite.config.ts) the
 * manifest marks no chunk as the entry: the chunks are then the ones index.html names.
 */
function entryKeys(manifest: Manifest): string[] {
  const marked = Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .map(([key]) => key);
  if (marked.length) return marked;
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const named = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  return Object.entries(manifest)
    .filter(([, c]) => named.has(c.file))
    .map(([key]) => key);
}

export async function measureWebBundles(): Promise<Figure[]> {
  const group = 'Web bundles';
  const manifest = readManifest();
  const entry = entryKeys(manifest);
  if (!entry.length)
    return [failed({ id: 'web.manifest', group, label: 'Vite manifest', note: 'no entry chunk in the manifest' })];
  const cache = new Map<string, ChunkInfo>();
  const inspect = (file: string) => cache.get(file) ?? cache.set(file, inspectChunk(file)).get(file)!;
  const routes = await readPageRoutes();
  const entryClosure = staticClosure(manifest, entry);
  const figures: Figure[] = [];

  for (const page of PAGES) {
    const route = pageFor(routes, page.url);
    const weight = weigh(manifest, staticClosure(manifest, [...entry, ...route.lazyModules]), inspect);
    const levels = route.lazyModules.length;
    const id = page.name.replace(/\s+/g, '-');
    const lazyNote = levels
      ? `entry + ${route.lazyModules.map((m) => m.replace('src/app/routes/', '')).join(' + ')}`
      : 'entry only';
    figures.push(
      measured({
        id: `web.initial-js.${id}`,
        group,
        label: `${page.name}: initial JS gzip (Firebase apart)`,
        value: weight.js,
        unit: 'kB',
        budget: atMost(ENTRY_JS_KB + LAZY_CHUNK_KB * levels),
        note: lazyNote,
      }),
      measured({
        id: `web.initial-css.${id}`,
        group,
        label: `${page.name}: initial CSS gzip`,
        value: weight.css,
        unit: 'kB',
        ...(levels ? { note: 'no budget in performance.md beyond the landing page' } : { budget: atMost(ENTRY_CSS_KB) }),
      }),
      measured({
        id: `web.firebase.${id}`,
        group,
        label: `${page.name}: Firebase SDK chunks gzip`,
        value: weight.firebase,
        unit: 'kB',
        ...(levels ? {} : { budget: atMost(0), note: 'the landing page never downloads Firebase' }),
      }),
    );
    if (!levels) {
      figures.push(
        measured({
          id: `web.firestore-in-initial.${id}`,
          group,
          label: `${page.name}: Firestore modules in the initial bundle`,
          value: weight.firestore ? 1 : 0,
          unit: '',
          budget: atMost(0),
        }),
      );
    }
  }

  // Every lazy route module, present and future, on top of what the entry and its parent routes
  // (a dashboard's root, for its screens) already loaded: what navigating to it downloads.
  const lazyRoutes = Object.entries(manifest).filter(([key, c]) => c.isDynamicEntry && key.startsWith('src/app/routes/'));
  for (const [key] of lazyRoutes.sort(([a], [b]) => a.localeCompare(b))) {
    const parents = parentModules(routes, key);
    const loaded = parents.length ? staticClosure(manifest, [...entry, ...parents]) : entryClosure;
    const extra = [...staticClosure(manifest, [key])].filter((k) => !loaded.has(k));
    const weight = weigh(manifest, extra, inspect);
    figures.push(
      measured({
        id: `web.lazy-chunk.${key.replace('src/app/routes/', '')}`,
        group,
        label: `lazy route ${key.replace('src/app/routes/', '')}: JS gzip (Firebase apart)`,
        value: weight.js,
        unit: 'kB',
        budget: atMost(LAZY_CHUNK_KB),
        ...(parents.length ? { note: `beyond entry + ${parents.map((m) => m.replace('src/app/routes/', '')).join(' + ')}` } : {}),
      }),
    );
  }
  return figures;
}
