import { accessRoutes } from './features/access/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { invitationRoutes } from './features/invitations/routes.js';
import { paymentRoutes } from './features/payments/routes.js';
import { studentRoutes } from './features/students/routes.js';
import { courseRoutes } from './features/courses/routes.js';
import { lessonRoutes } from './features/lessons/routes.js';
import { tutorRoutes } from './features/tutors/routes.js';
import { uploadRoutes } from './features/uploads/routes.js';
import { youtubeRoutes } from './features/youtube/routes.js';
import type { RouteDef } from './http/route.js';

const healthRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/health',
    access: 'public',
    handler: (_req, res) => {
      res.json({ status: 'ok' });
    },
  },
];

/** Every API route, in one table: the app mounts it and the authorization tests are generated from it. */
export const ROUTES: readonly RouteDef[] = [
  ...healthRoutes,
  ...authRoutes,
  ...tutorRoutes,
  ...paymentRoutes,
  ...invitationRoutes,
  ...studentRoutes,
  ...accessRoutes,
  ...youtubeRoutes,
  ...uploadRoutes,
  ...courseRoutes,
  ...lessonRoutes,
];
