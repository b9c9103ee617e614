import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTUP_NAMESPACES } from '@/lib/i18n';

const SRC = resolve(import.meta.dirname, '..');
const SHARED = resolve(SRC, '../../functions/src/shared');

/** The source file an import names, or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('@shared/')
      ? join(SHARED, specifier.slice('@shared/'.length))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Namespaces that `file` and everything it imports statically use: `useTranslation('ns')`, or `t('ns:key')`. */
function namespacesUsedBy(file: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const pending = [file];
  for (let current = pending.pop(); current; current = pending.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    const code = readFileSync(current, 'utf8');
    for (const [, names = ''] of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
      for (const [, name] of names.matchAll(/'([^']+)'/g)) if (name) found.add(name);
    for (const [, name = ''] of code.matchAll(/\bt\('([a-z-]+):/g)) found.add(name);
    // Static imports and re-exports only: what a page loads later (`import()`) brings its own messages.
    for (const [, specifier = ''] of code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      const next = resolveImport(current, specifier);
      if (next) pending.push(next);
    }
  }
  return found;
}

const routerSource = readFileSync(join(SRC, 'app/router.tsx'), 'utf8');
const lazyRoutes = [...routerSource.matchAll(/lazyPage\(\(\) => import\('@\/([^']+)'\), \[([^\]]*)\]\)/g)].map(
  ([, module = '', declared = '']) => ({
    module,
    declared: [...declared.matchAll(/'([^']+)'/g)].map(([, name]) => name),
  }),
);

describe('lazy routes', () => {
  it('are all found in the router', () => {
    expect(lazyRoutes.length).toBe(routerSource.match(/lazyPage\(\(\) =>/g)?.length);
    expect(lazyRoutes.length).toBeGreaterThan(20);
  });

  // A namespace a page uses but does not declare still loads, a round trip after the page's code.
  it.each(lazyRoutes)('$module declares the message namespaces its first render uses', ({ module, declared }) => {
    const file = resolveImport(SRC, `@/${module}`);
    expect(file).toBeDefined();
    const used = [...namespacesUsedBy(file ?? '')].filter((name) => !STARTUP_NAMESPACES.includes(name)).sort();
    expect([...declared].sort()).toEqual(used);
  });
});
