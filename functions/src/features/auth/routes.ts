import type { RouteDef } from '../../http/route.js';
import { startTutorSession } from './start-tutor-session.js';

export const authRoutes: RouteDef[] = [
  { method: 'post', path: '/auth/tutor/session', access: 'signed-in', handler: startTutorSession },
];
