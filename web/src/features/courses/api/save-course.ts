import type { TCourseFields, TCourseResponse } from '@shared/schemas/courses';
import { apiRequest } from '@/lib/api-client';
import { invalidateApiQueries } from '@/lib/use-api-query';
import { TUTOR_HOME_PATH } from '@/features/dashboard/api/tutor-home-path';

function courseForm(fields: TCourseFields, image: File | null): FormData {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('description', fields.description);
  body.append('category', fields.category);
  body.append('difficulty', fields.difficulty);
  body.append('duration', String(fields.duration));
  if (image) body.append('image', image);
  return body;
}

/** `POST /api/courses` (multipart, thumbnail required); the course list reloads after (spec §7). */
export async function createCourse(fields: TCourseFields, image: File): Promise<TCourseResponse> {
  const answer = await apiRequest<TCourseResponse>('/courses', { method: 'POST', body: courseForm(fields, image) });
  invalidateApiQueries('/courses', TUTOR_HOME_PATH);
  return answer;
}

/** `PUT /api/courses/{id}` (multipart; a thumbnail only when replacing it). */
export async function updateCourse(courseId: string, fields: TCourseFields, image: File | null): Promise<TCourseResponse> {
  const answer = await apiRequest<TCourseResponse>(`/courses/${courseId}`, { method: 'PUT', body: courseForm(fields, image) });
  // Lessons and the students' course badges show the course name too.
  invalidateApiQueries('/courses', '/lessons', '/students', TUTOR_HOME_PATH);
  return answer;
}
