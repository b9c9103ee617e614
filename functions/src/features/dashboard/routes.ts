import type { RouteDef } from '../../http/route.js';
import { ZStudentProfileParams, ZTutorDashboardParams } from '../../shared/schemas/dashboard.js';
import { getStudentProfile } from './get-student-profile.js';
import { getTutorDashboard } from './get-tutor-dashboard.js';

export const dashboardRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/tutors/dashboard/:tutorId/dashboard',
    access: 'tutor',
    params: ZTutorDashboardParams,
    owner: 'tutorId',
    handler: getTutorDashboard,
  },
  {
    method: 'get',
    path: '/students/:studentId',
    access: 'student',
    params: ZStudentProfileParams,
    owner: 'studentId',
    handler: getStudentProfile,
  },
];
