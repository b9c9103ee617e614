import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const nodeModule = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const stub = (name: string) => fileURLToPath(new URL(`./src/lib/build-stubs/${name}.ts`, import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      ...Object.entries({
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // One zod schema per payload, shared with the functions (which own them, since deploys upload only functions/).
        '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
        // Code the app never runs but its dependencies import unconditionally (see each stub for why): ~100 kB gzip.
        'firebase/database': stub('unused-firebase-sdks'),
        'firebase/functions': stub('unused-firebase-sdks'),
        'firebase/remote-config': stub('unused-firebase-sdks'),
        'firebase/storage': stub('unused-firebase-sdks'),
        re2js: stub('re2js'),
        // react-router 7's package exports always name its development build (remix-run/react-router#12532),
        // whose dev-only warnings then ship to users; production builds take the production files.
        ...(mode === 'production' && {
          'react-router/dom': nodeModule('react-router/dist/production/dom-export.mjs'),
          'react-router': nodeModule('react-router/dist/production/index.mjs'),
        }),
      }).map(([find, replacement]) => ({ find, replacement })),
      // reactfire's, react-joyride's and TipTap's import of the shim itself (see the stub), not the with-selector part beside it.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: stub('use-sync-external-store-shim') },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and lazy route loads (read by `npm run bench`; Hosting ignores dot folders).
    manifest: true,
    // A lazy route's CSS is still loaded before it renders; its JS imports are not announced with
    // <link rel=modulepreload>. Vite's helper inserts one link per imported chunk (~50 for a dashboard
    // screen) in the middle of the screen's first render: half of its longest task in a Chromium
    // profile. Over HTTP/2, as Hosting serves the app, the browser requests a chunk's imports as soon
    // as it has the chunk; Lighthouse mobile measured TBT about halved, FCP and LCP unchanged.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    rolldownOptions: {
      output: {
        // Everything the first screen imports statically ships as one chunk: left to itself, Rolldown
        // splits modules the lazy routes share into several small chunks, each compressed on its own.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5050' },
  },
}));
