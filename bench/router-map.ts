import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { ROOT } from './settings.ts';

/** A page of the SPA: its full path and the lazily loaded route modules it needs, outermost first. */
export interface PageRoute {
  path: string;
  /** Vite manifest keys (`src/app/routes/...tsx`) of the `...lazyPage(() => import(...))` modules along the way. */
  lazyModules: string[];
}

const WEB = join(ROOT, 'web');

/** `@/app/routes/x` → `src/app/routes/x.tsx`, as the Vite manifest names it. */
function manifestKey(specifier: string): string {
  const base = specifier.replace(/^@\//, 'src/');
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(join(WEB, candidate))) return candidate;
  }
  throw new Error(`router.tsx: cannot find the module ${specifier}`);
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** Follows `paths.a.b` through the real `paths` object. */
function resolvePath(node: ts.Expression, paths: unknown): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (!ts.isPropertyAccessExpression(node)) return undefined;
  const chain: string[] = [];
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current)) {
    chain.unshift(current.name.text);
    current = current.expression;
  }
  if (!ts.isIdentifier(current) || current.text !== 'paths') return undefined;
  const value = chain.reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], paths);
  return typeof value === 'string' ? value : undefined;
}

function lazyImport(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = n.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found = argument.text;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name)
      return p.initializer;
  }
  return undefined;
}

function walk(elements: ts.NodeArray<ts.Expression>, parentPath: string, parentLazy: string[], paths: unknown, out: PageRoute[]) {
  for (const element of elements) {
    if (!ts.isObjectLiteralExpression(element)) continue;
    const pathNode = property(element, 'path');
    const path = pathNode ? resolvePath(pathNode, paths) : undefined;
    if (pathNode && path === undefined) throw new Error(`router.tsx: cannot resolve the path ${pathNode.getText()}`);
    // `...lazyPage(() => import('...'))`: the route's module is downloaded on its first visit.
    const lazy = element.properties
      .filter((p) => !(ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'children'))
      .map((p) => lazyImport(p))
      .find((specifier) => specifier !== undefined);
    const fullPath = path === undefined ? parentPath : joinPath(parentPath, path);
    const modules = lazy ? [...parentLazy, manifestKey(lazy)] : parentLazy;
    if (path !== undefined) out.push({ path: fullPath, lazyModules: modules });
    const children = property(element, 'children');
    if (children && ts.isArrayLiteralExpression(children)) walk(children.elements, fullPath, modules, paths, out);
  }
}

/**
 * Every page declared in `web/src/app/router.tsx`, read from its syntax tree (the router itself
 * needs a browser to run). New pages appear here without any change to the bench.
 */
export async function readPageRoutes(routerFile = join(WEB, 'src/app/router.tsx')): Promise<PageRoute[]> {
  const { paths } = (await import(pathToFileURL(join(WEB, 'src/config/paths.ts')).href)) as { paths: unknown };
  const source = ts.createSourceFile(
    routerFile,
    readFileSync(routerFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const out: PageRoute[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === 'routes') {
      if (n.initializer && ts.isArrayLiteralExpression(n.initializer)) walk(n.initializer.elements, '', [], paths, out);
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  if (!out.length) throw new Error('router.tsx: found no routes in `const routes = [...]`');
  return out;
}

/** The page that serves `url` (exact match; `:param` segments match anything). */
export function pageFor(routes: readonly PageRoute[], url: string): PageRoute {
  const pathname = new URL(url, 'http://x').pathname;
  const matches = (pattern: string) => {
    const a = pattern.split('/');
    const b = pathname.split('/');
    return a.length === b.length && a.every((segment, i) => segment.startsWith(':') || segment === b[i]);
  };
  const found = routes.find((r) => r.path === pathname) ?? routes.find((r) => matches(r.path));
  if (!found) throw new Error(`no route in router.tsx serves ${url}`);
  return found;
}
