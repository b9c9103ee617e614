import type { RouteDef } from '../../http/route.js';
import { ZOnboardRequest, ZTutorIdParams } from '../../shared/schemas/invitations.js';
import { ZEnrolmentParams } from '../../shared/schemas/students.js';
import { getStudents } from './get-students.js';
import { onboardStudent } from './onboard-student.js';
import { removeStudent } from './remove-student.js';

export const studentRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/students/tutor/:tutorId',
    access: 'tutor',
    params: ZTutorIdParams,
    owner: 'tutorId',
    handler: getStudents,
  },
  // Not behind the subscription: a lapsed tutor may still make room in their class.
  {
    method: 'delete',
    path: '/tutors/dashboard/:tutorId/students/:studentId',
    access: 'tutor',
    owner: 'tutorId',
    params: ZEnrolmentParams,
    handler: removeStudent,
  },
  // Public: the invitee has no account yet; the signed token is the authority.
  { method: 'post', path: '/students/onboard', access: 'public', body: ZOnboardRequest, handler: onboardStudent },
];
