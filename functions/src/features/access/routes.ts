import type { RouteDef } from '../../http/route.js';
import { ZCourseAccessRequest } from '../../shared/schemas/access.js';
import { ZEnrolmentParams, ZStudentParams } from '../../shared/schemas/students.js';
import { getStudentCourses } from './get-student-courses.js';
import { saveCourseAccess } from './save-course-access.js';

export const accessRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/tutors/dashboard/:tutorId/students/:studentId/courses/access',
    access: 'tutor',
    paid: true,
    owner: 'tutorId',
    params: ZEnrolmentParams,
    body: ZCourseAccessRequest,
    handler: saveCourseAccess,
  },
  {
    method: 'get',
    path: '/students/:studentId/courses',
    access: 'student',
    owner: 'studentId',
    params: ZStudentParams,
    handler: getStudentCourses,
  },
];
