import type { TStudentProfile } from '@shared/schemas/dashboard';
import { useUser } from 'reactfire';
import { useApiQuery } from '@/lib/use-api-query';

/** The signed-in student's name and avatar (spec §7 `GET /api/students/{studentId}`). */
export function useStudentProfile() {
  const { data: user } = useUser();
  const studentId = user?.uid;
  return useApiQuery<TStudentProfile>(studentId ? `/students/${encodeURIComponent(studentId)}` : null);
}
