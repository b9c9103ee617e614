import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { LandingRoute } from '@/app/routes/landing';
import { NotFound } from '@/components/errors/not-found';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { paths } from '@/config/paths';

/** A page loaded on its first visit: every `src/app/routes` module exports its page as `Component`. */
function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Page />;
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
      { path: paths.payment.path, element: lazyPage(() => import('@/app/routes/payment')) },
      { path: paths.tutorOAuthRedirect, element: lazyPage(() => import('@/app/routes/oauth-redirect')) },
      { path: paths.studentOAuthRedirect, element: lazyPage(() => import('@/app/routes/oauth-redirect')) },
      { path: paths.youtubeCallback, element: lazyPage(() => import('@/app/routes/youtube-callback')) },
      { path: paths.checkoutSuccess, element: lazyPage(() => import('@/app/routes/checkout/success')) },
      { path: paths.checkoutCancel, element: lazyPage(() => import('@/app/routes/checkout/cancel')) },
      { path: paths.privacyPolicy, element: lazyPage(() => import('@/app/routes/privacy-policy')) },
      { path: paths.terms, element: lazyPage(() => import('@/app/routes/terms')) },
      { path: paths.acceptInvitation, element: lazyPage(() => import('@/app/routes/accept-invitation')) },
      {
        path: paths.tutorDashboard.root,
        element: lazyPage(() => import('@/app/routes/tutor-dashboard/root')),
        children: [
          { index: true, element: <Navigate to={paths.tutorDashboard.home} replace /> },
          { path: 'home', element: lazyPage(() => import('@/app/routes/tutor-dashboard/home')) },
          { path: 'students', element: lazyPage(() => import('@/app/routes/tutor-dashboard/students')) },
          { path: 'courses', element: lazyPage(() => import('@/app/routes/tutor-dashboard/courses/list')) },
          { path: 'courses/:courseId', element: lazyPage(() => import('@/app/routes/tutor-dashboard/courses/detail')) },
          { path: 'lessons', element: lazyPage(() => import('@/app/routes/tutor-dashboard/lessons/list')) },
          { path: 'lessons/new', element: lazyPage(() => import('@/app/routes/tutor-dashboard/lessons/create')) },
          { path: 'lessons/:lessonId', element: lazyPage(() => import('@/app/routes/tutor-dashboard/lessons/detail')) },
          { path: 'lessons/:lessonId/edit', element: lazyPage(() => import('@/app/routes/tutor-dashboard/lessons/edit')) },
          { path: 'youtube', element: lazyPage(() => import('@/app/routes/tutor-dashboard/youtube')) },
        ],
      },
      {
        path: paths.studentDashboard.root,
        element: lazyPage(() => import('@/app/routes/student-dashboard/root')),
        children: [
          { index: true, element: <Navigate to={paths.studentDashboard.home} replace /> },
          { path: 'home', element: lazyPage(() => import('@/app/routes/student-dashboard/home')) },
          { path: 'courses', element: lazyPage(() => import('@/app/routes/student-dashboard/courses')) },
          { path: 'lessons', element: lazyPage(() => import('@/app/routes/student-dashboard/lessons')) },
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
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
