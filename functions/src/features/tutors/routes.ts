import type { RouteDef } from '../../http/route.js';
import { ZTutorParams } from '../../shared/schemas/tutor.js';
import { getTutor } from './get-tutor.js';

export const tutorRoutes: RouteDef[] = [
  { method: 'get', path: '/tutors/:tutorId', access: 'tutor', params: ZTutorParams, owner: 'tutorId', handler: getTutor },
];
