import type { TTutorDashboardResponse } from '@shared/schemas/dashboard';
import { useApiQuery } from '@/lib/use-api-query';

/** The signed-in tutor's home: stats, latest activity, tasks and course progress (spec §7). */
export function useTutorDashboard(tutorId: string | undefined) {
  return useApiQuery<TTutorDashboardResponse>(tutorId ? `/tutors/dashboard/${encodeURIComponent(tutorId)}/dashboard` : null);
}
