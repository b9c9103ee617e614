import type { TTutorDashboardResponse } from '@shared/schemas/dashboard';
import { useUser } from 'reactfire';
import { useApiQuery } from '@/features/dashboard/hooks/use-api-query';
import { apiRequest } from '@/lib/api-client';

export function getTutorDashboard(tutorId: string): Promise<TTutorDashboardResponse> {
  return apiRequest<TTutorDashboardResponse>(`/tutors/dashboard/${encodeURIComponent(tutorId)}/dashboard`);
}

/** The signed-in tutor's home: stats, latest activity, tasks and course progress (spec §7). */
export function useTutorDashboard() {
  const { data: user } = useUser();
  const tutorId = user?.uid;
  return useApiQuery(tutorId ? `tutor-dashboard:${tutorId}` : null, () => getTutorDashboard(tutorId ?? ''));
}
