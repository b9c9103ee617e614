import { ZTutorDashboardResponse, type TTutorDashboardResponse } from '@shared/schemas/dashboard';
import { useLastSeen } from '@/lib/last-seen';
import { useApiQuery } from '@/lib/use-api-query';
import { TUTOR_HOME_PATH } from './tutor-home-path';

/** A kept answer is used only if it still has the shape of today's (an older version's may not). */
const parseKept = (kept: unknown) => ZTutorDashboardResponse.safeParse(kept).data;

/**
 * The signed-in tutor's home: stats, latest activity, tasks and course progress (spec §7). Until
 * the answer arrives (after the Firebase SDK and the ID token), a returning tutor sees what this
 * device last showed them, so their home is complete from the first paint; the answer replaces it.
 */
export function useTutorDashboard(tutorId: string | undefined) {
  const answer = useApiQuery<TTutorDashboardResponse>(
    tutorId ? `${TUTOR_HOME_PATH}/${encodeURIComponent(tutorId)}/dashboard` : null,
  );
  return { ...answer, data: useLastSeen('TutorDashboard', answer.data, parseKept) };
}
