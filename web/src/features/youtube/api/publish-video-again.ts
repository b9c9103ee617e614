import type { TPublishVideoAgainResponse } from '@shared/schemas/youtube';
import { refreshLessonLists } from '@/features/lessons/api/save-lesson';
import { apiRequest } from '@/lib/api-client';

/**
 * The lesson's video goes to YouTube again from the upload kept after a failed job (a new job,
 * followed live). The lists fetch again: they showed it failed, and do not poll a failed lesson.
 */
export async function publishVideoAgain(lessonId: string): Promise<TPublishVideoAgainResponse> {
  const answer = await apiRequest<TPublishVideoAgainResponse>(`/lessons/${encodeURIComponent(lessonId)}/publish-video`, {
    method: 'POST',
  });
  refreshLessonLists();
  return answer;
}
