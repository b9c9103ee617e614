import { relative } from 'node:path';
import { defineConfig, type BuildOptions } from 'rolldown';

/**
 * The deployed functions, bundled. Every instance imports lib/index.js on a cold start; unbundled,
 * Node resolved, read and compiled ~440 files of firebase-functions, firebase-admin and their
 * dependencies for it, at about twice the CPU time of the same code in a few files (`npm run bench`,
 * functions cold start). Each lazy `import()` of src/index.ts stays its own file, named after its
 * source (lib/app.js, lib/features/publishing/run-publish-job.js), so an instance still loads only
 * its own code, and stack traces name recognisable files.
 */
const SRC = new URL('./src/', import.meta.url).pathname;

/**
 * Packages left in node_modules: they read their own files at run time through `__dirname` (gRPC's
 * and google-gax's .proto files, @google-cloud/storage's package.json), which an ES module bundle
 * does not have. All load on first use, never with the entry file.
 */
const UNBUNDLED = ['google-gax', '@grpc/grpc-js', '@grpc/proto-loader', '@google-cloud/storage'];

/**
 * Imported from node_modules too: `firebase deploy` reads the params the code declares from the
 * installed firebase-functions (lib/project-secrets.ts), which a bundled copy would not reach.
 */
const INSTALLED = ['firebase-functions/params'];

/** Bundles `input` (name → file under functions/) into `dir`; also used by the bench for single modules. */
export function functionsBuild(input: Record<string, string>, dir: string): BuildOptions {
  return {
    input: Object.fromEntries(Object.entries(input).map(([name, file]) => [name, new URL(file, import.meta.url).pathname])),
    platform: 'node',
    // The CommonJS builds: firebase-functions requires firebase-admin, so this is the copy it uses,
    // and firebase-admin's ES module wrappers read every export up front (firestore's load gRPC).
    resolve: { conditionNames: ['node', 'require', 'default'] },
    external: (id) => INSTALLED.includes(id) || UNBUNDLED.some((name) => id === name || id.startsWith(`${name}/`)),
    output: {
      dir,
      format: 'esm',
      cleanDir: true,
      sourcemap: true,
      // Whitespace and dead code go (less to parse on a cold start); names stay, for readable stack traces.
      minify: { compress: true, mangle: false, codegen: { removeWhitespace: true } },
      chunkFileNames: (chunk) =>
        chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(SRC)
          ? relative(SRC, chunk.facadeModuleId).replace(/\.ts$/, '.js')
          : 'chunks/[name]-[hash].js',
    },
  };
}

export default defineConfig(functionsBuild({ index: 'src/index.ts' }, new URL('./lib', import.meta.url).pathname));
