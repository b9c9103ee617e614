import type { RouteDef } from '../../http/route.js';
import { ZOnboardRequest, ZTutorIdParams } from '../../shared/schemas/invitations.js';
import { getStudents } from './get-students.js';
import { onboardStudent } from './onboard-student.js';

export const studentRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/students/tutor/:tutorId',
    access: 'tutor',
    params: ZTutorIdParams,
    owner: 'tutorId',
    handler: getStudents,
  },
  // Public: the invitee has no account yet; the signed token is the authority.
  { method: 'post', path: '/students/onboard', access: 'public', body: ZOnboardRequest, handler: onboardStudent },
];
