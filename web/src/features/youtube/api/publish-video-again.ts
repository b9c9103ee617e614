import type { TPublishVideoAgainResponse } from '@shared/schemas/youtube';
import { apiRequest } from '@/lib/api-client';

/** The lesson's video goes to YouTube again from the upload kept after a failed job (a new job, followed live). */
export function publishVideoAgain(lessonId: string): Promise<TPublishVideoAgainResponse> {
  return apiRequest<TPublishVideoAgainResponse>(`/lessons/${encodeURIComponent(lessonId)}/publish-video`, { method: 'POST' });
}
