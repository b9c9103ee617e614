import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFor, readPageRoutes } from './router-map.ts';

describe('pages read from router.tsx', () => {
  it('follows nesting and collects the lazy route modules outermost first', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'router-')), 'router.tsx');
    writeFileSync(
      file,
      `export const routes: RouteObject[] = [{ element: <Root />, children: [
        { path: paths.home, element: <Landing /> },
        { path: paths.tutorDashboard.root, ...lazyPage(() => import('@/app/routes/tutor-dashboard/root')), children: [
          { index: true, element: <Navigate to="home" /> },
          { path: 'home', ...lazyPage(() => import('@/app/routes/tutor-dashboard/home')) },
        ] },
        { path: '/courses/:courseId', ...lazyPage(() => import('@/app/routes/placeholder')) },
      ] }];`,
    );
    const routes = await readPageRoutes(file);
    expect(pageFor(routes, '/')).toEqual({ path: '/', lazyModules: [] });
    expect(pageFor(routes, '/tutor-dashboard/home').lazyModules).toEqual([
      'src/app/routes/tutor-dashboard/root.tsx',
      'src/app/routes/tutor-dashboard/home.tsx',
    ]);
    expect(pageFor(routes, '/courses/abc?x=1').path).toBe('/courses/:courseId');
    expect(() => pageFor(routes, '/nowhere')).toThrow(/no route/);
  });
});
