import { relative } from 'node:path';
import { defineConfig, type BuildOptions, type Plugin } from 'rolldown';

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
 * does not have, or load a native addon for the platform (@node-rs/crc32). All load on first use,
 * never with the entry file.
 */
const UNBUNDLED = ['google-gax', '@grpc/grpc-js', '@grpc/proto-loader', '@google-cloud/storage', '@node-rs/crc32'];

/**
 * Imported from node_modules too: `firebase deploy` reads the params the code declares from the
 * installed firebase-functions (lib/project-secrets.ts), which a bundled copy would not reach.
 */
const INSTALLED = ['firebase-functions/params'];

/**
 * firebase-functions' HTTPS provider requires firebase-admin's Auth and App Check as it loads, to
 * check the tokens of callable functions; every instance of every function pays for them on its
 * cold start (jose, jsonwebtoken, jwks-rsa, the Auth client: ~20% of firebase-functions/v2/https,
 * `npm run bench`), and we have no callable function. Here each is required on its first use instead.
 * Fails the build if firebase-functions stops requiring them this way (after an upgrade), so the
 * change cannot silently stop applying.
 */
function adminLoadedOnUseByHttpsProvider(): Plugin {
  const required = /const (\w+) = require\("(firebase-admin\/(?:auth|app-check))"\);/g;
  return {
    name: 'admin-loaded-on-use-by-https-provider',
    transform: {
      filter: { id: /firebase-functions[\\/]lib[\\/]common[\\/]providers[\\/]https\.js$/ },
      handler(code) {
        let replaced = 0;
        const lazy = code.replace(required, (_statement, name: string, module: string) => {
          replaced++;
          return `let ${name}Module; const ${name} = new Proxy({}, { get: (_, key) => (${name}Module ??= require("${module}"))[key] });`;
        });
        if (replaced !== 2) this.error('firebase-functions no longer requires firebase-admin/auth and /app-check as expected');
        // Same lines, so the source map of the file stays right line by line.
        return { code: lazy, map: null };
      },
    },
  };
}

/** Bundles `input` (name → file under functions/) into `dir`; also used by the bench for single modules. */
export function functionsBuild(input: Record<string, string>, dir: string): BuildOptions {
  return {
    input: Object.fromEntries(Object.entries(input).map(([name, file]) => [name, new URL(file, import.meta.url).pathname])),
    platform: 'node',
    plugins: [adminLoadedOnUseByHttpsProvider()],
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
