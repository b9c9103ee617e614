import type { RouteDef } from '../../http/route.js';
import { ZTutorParams } from '../../shared/schemas/tutor.js';
import { ZCourseImageQuery, ZCourseParams } from '../../shared/schemas/courses.js';
import { createCourse } from './create-course.js';
import { getCourse } from './get-course.js';
import { getCourseImage } from './get-course-image.js';
import { listCourses } from './list-courses.js';
import { updateCourse } from './update-course.js';

export const courseRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/courses/tutor/:tutorId',
    access: 'tutor',
    params: ZTutorParams,
    owner: 'tutorId',
    handler: listCourses,
  },
  { method: 'post', path: '/courses', access: 'tutor', paid: true, handler: createCourse },
  { method: 'get', path: '/courses/:courseId', access: 'tutor', params: ZCourseParams, handler: getCourse },
  { method: 'put', path: '/courses/:courseId', access: 'tutor', paid: true, params: ZCourseParams, handler: updateCourse },
  {
    method: 'get',
    path: '/courses/:courseId/image',
    access: 'public',
    params: ZCourseParams,
    query: ZCourseImageQuery,
    handler: getCourseImage,
  },
];
