import type { TStudentProfile } from '@shared/schemas/dashboard';
import { useUser } from 'reactfire';
import { useApiQuery } from '@/features/dashboard/hooks/use-api-query';
import { apiRequest } from '@/lib/api-client';

export function getStudentProfile(studentId: string): Promise<TStudentProfile> {
  return apiRequest<TStudentProfile>(`/students/${encodeURIComponent(studentId)}`);
}

/** The signed-in student's name and avatar (spec §7 `GET /api/students/{studentId}`). */
export function useStudentProfile() {
  const { data: user } = useUser();
  const studentId = user?.uid;
  return useApiQuery(studentId ? `student-profile:${studentId}` : null, () => getStudentProfile(studentId ?? ''));
}
