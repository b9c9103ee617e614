import { authRoutes } from './features/auth/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { tutorRoutes } from './features/tutors/routes.js';
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
export const ROUTES: readonly RouteDef[] = [...healthRoutes, ...authRoutes, ...tutorRoutes, ...dashboardRoutes];
