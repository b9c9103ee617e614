import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { LandingRoute } from '@/app/routes/landing';
import { NotFound } from '@/components/errors/not-found';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { paths } from '@/config/paths';
import type { FlatNamespace } from 'i18next';
import { loadNamespaces } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';

interface LazyPageHandle {
  /** Starts downloading the page's module (once), without rendering it. */
  preload: () => Promise<unknown>;
}

/**
 * A page loaded on its first visit: every `src/app/routes` module exports its page as `Component`.
 * `namespaces` are the messages it shows on its first render (beyond `common` and `landing`, which
 * ship with the app): they download alongside its code, where `useTranslation` would only ask
 * for them once the code had arrived and rendered, a round trip later.
 * Spread into a route: its element, and a handle AppRoutes uses to start the download early.
 */
function lazyPage(
  load: () => Promise<{ Component: ComponentType }>,
  namespaces: readonly FlatNamespace[],
): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<{ Component: ComponentType }> | undefined;
  const preload = () => (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module));
  const Page = lazyNamed(preload, 'Component');
  return { element: <Page />, handle: { preload } satisfies LazyPageHandle };
}

/**
 * Every route of spec §2. The landing page is eager (it is the first paint); everything else loads
 * on demand. Declarative routes (useRoutes under a BrowserRouter) rather than a data router: the app
 * has no loaders or actions, and the data router's code is 16 kB gzip of every page's first load.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <LandingRoute /> },
      { path: paths.payment.path, ...lazyPage(() => import('@/app/routes/payment'), ['payments']) },
      { path: paths.tutorOAuthRedirect, ...lazyPage(() => import('@/app/routes/oauth-redirect'), ['auth']) },
      { path: paths.studentOAuthRedirect, ...lazyPage(() => import('@/app/routes/oauth-redirect'), ['auth']) },
      { path: paths.youtubeCallback, ...lazyPage(() => import('@/app/routes/youtube-callback'), ['youtube']) },
      { path: paths.checkoutSuccess, ...lazyPage(() => import('@/app/routes/checkout/success'), ['payments']) },
      { path: paths.checkoutCancel, ...lazyPage(() => import('@/app/routes/checkout/cancel'), ['payments']) },
      { path: paths.privacyPolicy, ...lazyPage(() => import('@/app/routes/privacy-policy'), ['legal']) },
      { path: paths.terms, ...lazyPage(() => import('@/app/routes/terms'), ['legal']) },
      { path: paths.acceptInvitation, ...lazyPage(() => import('@/app/routes/accept-invitation'), ['invitations']) },
      {
        path: paths.tutorDashboard.root,
        ...lazyPage(() => import('@/app/routes/tutor-dashboard/root'), ['dashboard']),
        children: [
          { index: true, element: <Navigate to={paths.tutorDashboard.home} replace /> },
          { path: 'home', ...lazyPage(() => import('@/app/routes/tutor-dashboard/home'), ['dashboard']) },
          { path: 'students', ...lazyPage(() => import('@/app/routes/tutor-dashboard/students'), ['students', 'invitations']) },
          { path: 'courses', ...lazyPage(() => import('@/app/routes/tutor-dashboard/courses/list'), ['courses']) },
          { path: 'courses/:courseId', ...lazyPage(() => import('@/app/routes/tutor-dashboard/courses/detail'), ['courses']) },
          { path: 'lessons', ...lazyPage(() => import('@/app/routes/tutor-dashboard/lessons/list'), ['lessons']) },
          {
            path: 'lessons/new',
            ...lazyPage(() => import('@/app/routes/tutor-dashboard/lessons/create'), ['lessons', 'youtube']),
          },
          {
            path: 'lessons/:lessonId',
            ...lazyPage(() => import('@/app/routes/tutor-dashboard/lessons/detail'), ['lessons', 'youtube']),
          },
          {
            path: 'lessons/:lessonId/edit',
            ...lazyPage(() => import('@/app/routes/tutor-dashboard/lessons/edit'), ['lessons', 'youtube']),
          },
          { path: 'youtube', ...lazyPage(() => import('@/app/routes/tutor-dashboard/youtube'), ['youtube']) },
        ],
      },
      {
        path: paths.studentDashboard.root,
        ...lazyPage(() => import('@/app/routes/student-dashboard/root'), ['dashboard', 'learning']),
        children: [
          { index: true, element: <Navigate to={paths.studentDashboard.home} replace /> },
          { path: 'home', ...lazyPage(() => import('@/app/routes/student-dashboard/home'), ['dashboard', 'learning']) },
          { path: 'courses', ...lazyPage(() => import('@/app/routes/student-dashboard/courses'), ['learning']) },
          { path: 'lessons', ...lazyPage(() => import('@/app/routes/student-dashboard/lessons'), ['learning']) },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The page for the current URL. One Suspense boundary above every page: navigations run in a
 * transition (BrowserRouter's default), so the current page stays on screen until the next one has
 * downloaded, and a first visit renders once its whole route (dashboard shell and page) is there.
 * A page that fails to render shows the error screen until the next navigation.
 */
export function AppRoutes() {
  const location = useLocation();
  // Every lazily loaded route this URL matches starts downloading now, side by side: a dashboard page
  // would otherwise start only once its shell had downloaded and rendered. (Idempotent: each module loads once.)
  for (const { route } of matchRoutes(routes, location) ?? []) void (route.handle as LazyPageHandle | undefined)?.preload();
  // Not `useRoutes(routes, location)`: given a location, useRoutes tells the pages every navigation
  // was a Pop, and the landing then jumps to its section on top of a link's smooth scroll.
  const page = useRoutes(routes);
  const { pathname } = location;
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
