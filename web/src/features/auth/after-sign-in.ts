import type { TRole } from '@shared/roles';
import { paths, safeRedirect } from '@/config/paths';

const AREAS: Record<TRole, { root: string; home: string }> = {
  tutor: paths.tutorDashboard,
  student: paths.studentDashboard,
};

/** Where a user of `role` goes after signing in: the page they were sent away from, if it is in their own area. */
export function afterSignIn(role: TRole, redirect: string | null | undefined): string {
  const area = AREAS[role];
  const target = safeRedirect(redirect ?? null, area.home);
  return target === area.root || target.startsWith(`${area.root}/`) ? target : area.home;
}
