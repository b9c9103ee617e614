import type { TPlan } from '@shared/schemas/tutor';

/** Every route of the app, defined once (spec §2). */
export const paths = {
  home: '/',
  payment: {
    path: '/payment',
    getHref: (plan: TPlan, email: string) => `/payment?${new URLSearchParams({ plan, email }).toString()}`,
  },
  tutorOAuthRedirect: '/tutor/oauth/redirect',
  studentOAuthRedirect: '/student/oauth/redirect',
  youtubeCallback: '/youtube/oauth/callback',
  checkoutSuccess: '/checkout/success',
  checkoutCancel: '/checkout/cancel',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  acceptInvitation: '/student/accept-invitation',
  tutorDashboard: {
    root: '/tutor-dashboard',
    home: '/tutor-dashboard/home',
    students: '/tutor-dashboard/students',
    courses: '/tutor-dashboard/courses',
    course: (courseId: string) => `/tutor-dashboard/courses/${encodeURIComponent(courseId)}`,
    lessons: '/tutor-dashboard/lessons',
    newLesson: '/tutor-dashboard/lessons/new',
    lesson: (lessonId: string) => `/tutor-dashboard/lessons/${encodeURIComponent(lessonId)}`,
    editLesson: (lessonId: string) => `/tutor-dashboard/lessons/${encodeURIComponent(lessonId)}/edit`,
    youtube: '/tutor-dashboard/youtube',
  },
  studentDashboard: {
    root: '/student-dashboard',
    home: '/student-dashboard/home',
    courses: '/student-dashboard/courses',
    lessons: '/student-dashboard/lessons',
  },
} as const;

/** Where a signed-out visitor is sent, remembering the page they wanted. */
export function homeWithRedirect(location: { pathname: string; search: string; hash: string }): string {
  const redirect = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.home}?${new URLSearchParams({ redirect }).toString()}`;
}

/** Only same-site paths may be restored after sign-in (an open redirect would let links send users anywhere). */
export function safeRedirect(value: string | null, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}
