import type { TCreateLessonResponse, TLessonResponse, TUpdateLessonRequest } from '@shared/schemas/lessons';
import { ApiError, apiRequest } from '@/lib/api-client';
import { forgetApiQuery, invalidateApiQueries } from '@/lib/use-api-query';
import { TUTOR_HOME_PATH } from '@/features/dashboard/api/tutor-home-path';
import type { LessonFormValues } from '../lesson-form-values';

/** Lesson changes move course counts, the home's stats and each student's progress (a published lesson counts) too. */
export const refreshLessonLists = () => invalidateApiQueries('/lessons', '/courses', '/students', TUTOR_HOME_PATH);

/**
 * `POST /api/lessons?type=...` (multipart, spec §3/§7). A video lesson sends either the chunked
 * upload's `fileId` or a video-site link; the thumbnail file goes along when chosen.
 */
export async function createLesson(
  values: LessonFormValues,
  options: { status: 'published' | 'draft'; fileId?: string },
): Promise<TCreateLessonResponse> {
  const body = new FormData();
  body.append('title', values.title);
  body.append('description', values.description);
  body.append('courseId', values.courseId);
  body.append('duration', String(values.duration));
  body.append('content', values.content);
  body.append('status', options.status);
  if (values.videoUrl) body.append('videoUrl', values.videoUrl);
  if (options.fileId) body.append('fileId', options.fileId);
  if (values.thumbnailFile) body.append('image', values.thumbnailFile);
  const answer = await apiRequest<TCreateLessonResponse>(`/lessons?type=${values.type}`, { method: 'POST', body });
  refreshLessonLists();
  return answer;
}

/** `PUT /api/lessons/{id}`: the text fields and the status; course, type and media stay. */
export async function updateLesson(lessonId: string, values: LessonFormValues, status: 'published' | 'draft') {
  const body: Omit<TUpdateLessonRequest, 'duration'> & { duration: number | string } = {
    title: values.title,
    description: values.description,
    duration: values.duration,
    content: values.content,
    status,
    seenUpdatedAt: values.seenUpdatedAt,
  };
  const answer = await apiRequest<TLessonResponse>(`/lessons/${lessonId}`, { method: 'PUT', body });
  refreshLessonLists();
  return answer;
}

export async function deleteLesson(lessonId: string): Promise<void> {
  try {
    await apiRequest<undefined>(`/lessons/${lessonId}`, { method: 'DELETE' });
  } catch (error) {
    // Deleted meanwhile (another tab): what the tutor asked for has happened, and the lists catch up.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  forgetApiQuery(`/lessons/${lessonId}`);
  refreshLessonLists();
}
