import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import { functionsBuild } from '../functions/rolldown.config.ts';
import { ROOT } from './settings.ts';

/**
 * A module of functions/src, bundled as the deployed functions are (functions/rolldown.config.ts):
 * Node cannot run the sources themselves, whose imports name the `.js` files of a build.
 */
export async function importFunctionsModule<T>(source: string): Promise<T> {
  const name = basename(source, '.ts');
  const dir = join(ROOT, 'test-results', 'bench-functions', name);
  await build({ ...functionsBuild({ [name]: source }, dir), write: true });
  return (await import(pathToFileURL(join(dir, `${name}.js`)).href)) as T;
}
