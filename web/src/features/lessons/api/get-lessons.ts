import type { TLessonResponse, TLessonsResponse } from '@shared/schemas/lessons';
import { useApiQuery } from '@/lib/use-api-query';

/** While a video is being published the lesson changes on the server by itself: look again every 10 s (not for a failed one, which waits for the tutor). */
const PROCESSING_POLL_MS = 10_000;

/** The tutor's lessons, last updated first (`GET /api/lessons/tutors/{tutorId}`). */
export function useLessons(tutorId: string | undefined) {
  return useApiQuery<TLessonsResponse>(tutorId ? `/lessons/tutors/${tutorId}` : null, {
    pollMs: (data) => (data?.lessons.some((l) => l.status === 'processing' && !l.videoFailed) ? PROCESSING_POLL_MS : undefined),
  });
}

/**
 * One lesson with its content (`GET /api/lessons/{id}`). A failed video is looked at again too,
 * while its page is open: Publish again there starts a new job, and the badge then follows it.
 * `fresh`: fetched anew when the page opens, not the cached copy (see useApiQuery).
 */
export function useLesson(lessonId: string | undefined, { fresh = false } = {}) {
  return useApiQuery<TLessonResponse>(lessonId ? `/lessons/${lessonId}` : null, {
    pollMs: (data) => (data?.lesson.status === 'processing' ? PROCESSING_POLL_MS : undefined),
    fresh,
  });
}
