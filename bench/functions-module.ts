import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'rolldown';
import { functionsBuild } from '../functions/rolldown.config.ts';
import { ROOT } from './settings.ts';

/** Bundles `entry` as the deployed functions are (functions/rolldown.config.ts); returns the file to import. */
async function bundle(name: string, entry: string, plugins: Plugin[] = []): Promise<string> {
  const dir = join(ROOT, 'test-results', 'bench-functions', name);
  const options = functionsBuild({ [name]: entry }, dir);
  await build({ ...options, plugins: [options.plugins, plugins], write: true });
  return join(dir, `${name}.js`);
}

const imported = new Map<string, Promise<unknown>>();

/**
 * A module of functions/src, bundled as the deployed functions are (Node cannot run the sources
 * themselves, whose imports name the `.js` files of a build); built once per bench run.
 */
export function importFunctionsModule<T>(source: string): Promise<T> {
  let module = imported.get(source);
  if (!module) {
    module = bundle(basename(source, '.ts'), source).then((file) => import(pathToFileURL(file).href));
    imported.set(source, module);
  }
  return module as Promise<T>;
}

/**
 * `code` bundled as if it were a module of functions/src (its imports resolve to the functions'
 * own dependencies); returns the file to import.
 */
export function bundleFunctionsCode(name: string, code: string): Promise<string> {
  const id = fileURLToPath(new URL(`../functions/src/${name}.bench.js`, import.meta.url));
  return bundle(name, id, [
    { name: 'bench-entry', resolveId: (source) => (source === id ? id : null), load: (path) => (path === id ? code : null) },
  ]);
}
