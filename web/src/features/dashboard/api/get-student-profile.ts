import type { TStudentProfile } from '@shared/schemas/dashboard';
import { useApiQuery } from '@/lib/use-api-query';

/** The signed-in student's name and avatar (spec §7 `GET /api/students/{studentId}`), once their uid is known. */
export function useStudentProfile(studentId: string | undefined) {
  return useApiQuery<TStudentProfile>(studentId ? `/students/${encodeURIComponent(studentId)}` : null);
}
