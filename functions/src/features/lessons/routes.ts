import type { RouteDef } from '../../http/route.js';
import {
  ZCreateLessonQuery,
  ZLessonImageQuery,
  ZLessonParams,
  ZLessonsParams,
  ZUpdateLessonRequest,
} from '../../shared/schemas/lessons.js';
import { createLesson } from './create-lesson.js';
import { deleteLesson } from './delete-lesson.js';
import { getLesson } from './get-lesson.js';
import { getLessonThumbnail } from './get-lesson-thumbnail.js';
import { listLessons } from './list-lessons.js';
import { updateLesson } from './update-lesson.js';
import { publishVideoAgain } from '../publishing/publish-video-again.js';

export const lessonRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/lessons/tutors/:tutorId',
    access: 'tutor',
    params: ZLessonsParams,
    owner: 'tutorId',
    handler: listLessons,
  },
  { method: 'post', path: '/lessons', access: 'tutor', paid: true, query: ZCreateLessonQuery, handler: createLesson },
  { method: 'get', path: '/lessons/:lessonId', access: 'tutor', params: ZLessonParams, handler: getLesson },
  {
    method: 'put',
    path: '/lessons/:lessonId',
    access: 'tutor',
    paid: true,
    params: ZLessonParams,
    body: ZUpdateLessonRequest,
    handler: updateLesson,
  },
  { method: 'delete', path: '/lessons/:lessonId', access: 'tutor', params: ZLessonParams, handler: deleteLesson },
  {
    method: 'post',
    path: '/lessons/:lessonId/publish-video',
    access: 'tutor',
    paid: true,
    params: ZLessonParams,
    handler: publishVideoAgain,
  },
  {
    method: 'get',
    path: '/lessons/:lessonId/thumbnail',
    access: 'public',
    params: ZLessonParams,
    query: ZLessonImageQuery,
    handler: getLessonThumbnail,
  },
];
