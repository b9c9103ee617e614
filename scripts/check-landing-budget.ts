import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Checks the production build (web/dist) against the landing page's budget: the JavaScript and
 * CSS a first visit to / loads before anything lazy, gzip-compressed, and that none of it comes
 * from the Firebase SDK or the dashboards (which must stay in lazily loaded chunks).
 * Usage: `npm run build -w web && node scripts/check-landing-budget.ts`.
 */
const DIST = join(import.meta.dirname, '..', 'web', 'dist');
const BUDGET_KB = { js: 150, css: 15 };
const LAZY_ONLY = [
  /node_modules\/(firebase|@firebase|reactfire)\//,
  /src\/features\/dashboard\//,
  /src\/app\/routes\/(tutor|student)-dashboard\//,
];

function read(path: string): Buffer {
  return readFileSync(join(DIST, path));
}

/** The entry's files and, recursively, every chunk they import statically. */
function initialFiles(): string[] {
  const html = read('index.html').toString();
  const pending = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    // Static imports only (`import ... from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy.
    for (const match of read(file)
      .toString()
      .matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      pending.push(`assets/${match[1]}`);
  }
  return [...seen];
}

function lazyOnlySources(file: string): string[] {
  const mapPath = join(DIST, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return sources.filter((source) => LAZY_ONLY.some((pattern) => pattern.test(source)));
}

const files = initialFiles();
const kB = (bytes: number) => bytes / 1000;
let js = 0;
let css = 0;
const leaks: string[] = [];
for (const file of files) {
  const size = gzipSync(read(file)).length;
  if (file.endsWith('.js')) {
    js += size;
    leaks.push(...lazyOnlySources(file).map((source) => `${file}: ${source}`));
  } else css += size;
  console.log(`  ${file.padEnd(44)} ${kB(size).toFixed(1).padStart(7)} kB gzip`);
}
console.log(
  `Landing initial JS ${kB(js).toFixed(1)} kB gzip (budget ${BUDGET_KB.js}), CSS ${kB(css).toFixed(1)} kB gzip (budget ${BUDGET_KB.css})`,
);
for (const leak of leaks) console.log(`  lazy-only code in the first load: ${leak}`);
const failed = kB(js) > BUDGET_KB.js || kB(css) > BUDGET_KB.css || leaks.length > 0;
console.log(failed ? 'Over budget.' : 'Within budget.');
process.exit(failed ? 1 : 0);
