import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
};

/**
 * `unit` needs nothing running; `rules`, `api`, `adversarial` and `e2e` run against the emulators that
 * scripts/test.ts starts (the same launcher as `npm start`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['functions/src/**/*.test.ts', 'emulators/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          // Each file still runs in a fresh VM context, but a worker builds jsdom once instead of once per
          // file: on 2 cores the 89 files took 264 s, mostly creating jsdom, and take ~70 s this way.
          pool: 'vmThreads',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        test: { name: 'rules', environment: 'node', include: ['tests/rules/**/*.test.ts'], testTimeout: 20_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'adversarial',
          environment: 'node',
          include: ['tests/adversarial/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
