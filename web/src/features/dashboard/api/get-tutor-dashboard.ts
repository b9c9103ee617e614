import type { TTutorDashboardResponse } from '@shared/schemas/dashboard';
import { useUser } from 'reactfire';
import { useApiQuery } from '@/lib/use-api-query';

/** The signed-in tutor's home: stats, latest activity, tasks and course progress (spec §7). */
export function useTutorDashboard() {
  const { data: user } = useUser();
  const tutorId = user?.uid;
  return useApiQuery<TTutorDashboardResponse>(tutorId ? `/tutors/dashboard/${encodeURIComponent(tutorId)}/dashboard` : null);
}
