import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { LandingRoute } from '@/app/routes/landing';
import { ErrorScreen } from '@/components/errors/error-screen';
import { NotFound } from '@/components/errors/not-found';
import { paths } from '@/config/paths';

/** Every route of spec §2. The landing page is eager (it is the first paint); everything else loads on demand. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { path: paths.home, element: <LandingRoute /> },
      { path: paths.payment.path, lazy: () => import('@/app/routes/payment') },
      { path: paths.tutorOAuthRedirect, lazy: () => import('@/app/routes/oauth-redirect') },
      { path: paths.studentOAuthRedirect, lazy: () => import('@/app/routes/oauth-redirect') },
      { path: paths.youtubeCallback, lazy: () => import('@/app/routes/youtube-callback') },
      { path: paths.checkoutSuccess, lazy: () => import('@/app/routes/checkout/success') },
      { path: paths.checkoutCancel, lazy: () => import('@/app/routes/checkout/cancel') },
      { path: paths.privacyPolicy, lazy: () => import('@/app/routes/privacy-policy') },
      { path: paths.terms, lazy: () => import('@/app/routes/terms') },
      { path: paths.acceptInvitation, lazy: () => import('@/app/routes/accept-invitation') },
      {
        path: paths.tutorDashboard.root,
        lazy: () => import('@/app/routes/tutor-dashboard/root'),
        children: [
          { index: true, element: <Navigate to={paths.tutorDashboard.home} replace /> },
          { path: 'home', lazy: () => import('@/app/routes/tutor-dashboard/home') },
          { path: 'students', lazy: () => import('@/app/routes/tutor-dashboard/students') },
          { path: 'courses', lazy: () => import('@/app/routes/tutor-dashboard/courses/list') },
          { path: 'courses/:courseId', lazy: () => import('@/app/routes/tutor-dashboard/courses/detail') },
          { path: 'lessons', lazy: () => import('@/app/routes/tutor-dashboard/lessons/list') },
          { path: 'lessons/new', lazy: () => import('@/app/routes/tutor-dashboard/lessons/create') },
          { path: 'lessons/:lessonId', lazy: () => import('@/app/routes/tutor-dashboard/lessons/detail') },
          { path: 'lessons/:lessonId/edit', lazy: () => import('@/app/routes/tutor-dashboard/lessons/edit') },
          { path: 'youtube', lazy: () => import('@/app/routes/tutor-dashboard/youtube') },
        ],
      },
      {
        path: paths.studentDashboard.root,
        lazy: () => import('@/app/routes/student-dashboard/root'),
        children: [
          { index: true, element: <Navigate to={paths.studentDashboard.home} replace /> },
          { path: 'home', lazy: () => import('@/app/routes/student-dashboard/home') },
          { path: 'courses', lazy: () => import('@/app/routes/student-dashboard/courses') },
          { path: 'lessons', lazy: () => import('@/app/routes/placeholder') },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
