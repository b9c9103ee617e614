import { describe, expect, it } from 'vitest';
import { parentModules, staticClosure, weigh, type ChunkInfo, type Manifest } from './web-bundles.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/app/routes/page.tsx'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_firebase.js': { file: 'assets/firebase.js', imports: ['_shared.js'] },
  'src/app/routes/page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['index.html', '_firebase.js'] },
};
const info: Record<string, ChunkInfo> = {
  'assets/index.js': { gzip: 100, firebaseShare: 0, hasFirestore: false },
  'assets/shared.js': { gzip: 20, firebaseShare: 0.1, hasFirestore: false },
  'assets/firebase.js': { gzip: 130, firebaseShare: 0.9, hasFirestore: true },
  'assets/page.js': { gzip: 5, firebaseShare: 0, hasFirestore: false },
};

describe('initial bundle of a page', () => {
  it('follows static imports only, each chunk once', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['_shared.js', 'index.html']);
    expect(staticClosure(manifest, ['index.html', 'src/app/routes/page.tsx']).size).toBe(4);
  });

  it('counts mostly-Firebase chunks apart and notices Firestore', () => {
    const weight = weigh(manifest, staticClosure(manifest, ['index.html', 'src/app/routes/page.tsx']), (file) => info[file]!);
    expect(weight).toMatchObject({ js: 125, firebase: 130, firestore: true });
    expect(weigh(manifest, staticClosure(manifest, ['index.html']), (file) => info[file]!).firestore).toBe(false);
  });

  it('fails loudly on a chunk the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['src/app/routes/missing.tsx'])).toThrow(/no chunk src\/app\/routes\/missing\.tsx/);
  });
});

describe('what a lazy route adds', () => {
  const routes = [
    { path: '/payment', lazyModules: ['src/app/routes/payment.tsx'] },
    { path: '/dash', lazyModules: ['src/app/routes/dash/root.tsx'] },
    { path: '/dash/home', lazyModules: ['src/app/routes/dash/root.tsx', 'src/app/routes/dash/home.tsx'] },
  ];

  it('is measured beyond the parent routes a child always loads after', () => {
    expect(parentModules(routes, 'src/app/routes/dash/home.tsx')).toEqual(['src/app/routes/dash/root.tsx']);
  });

  it('has no parents at the top level or when no page uses it', () => {
    expect(parentModules(routes, 'src/app/routes/payment.tsx')).toEqual([]);
    expect(parentModules(routes, 'src/app/routes/dash/root.tsx')).toEqual([]);
    expect(parentModules(routes, 'src/app/routes/unused.tsx')).toEqual([]);
  });
});
