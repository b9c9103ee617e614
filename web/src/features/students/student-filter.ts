import type { TStudent } from '@shared/schemas/students';

export type StatusFilter = 'all' | 'active' | 'inactive';

/** Spec §2: case-insensitive match on name or e-mail, then the status badge chosen. */
export function filterStudents(students: readonly TStudent[], search: string, status: StatusFilter): TStudent[] {
  const needle = search.trim().toLowerCase();
  return students.filter(
    (s) =>
      (status === 'all' || s.status === status) &&
      (!needle || s.name.toLowerCase().includes(needle) || s.email.toLowerCase().includes(needle)),
  );
}

/** The numbers on the All / Active / Inactive badges (of the whole list, not the search). */
export function countByStatus(students: readonly TStudent[]): Record<StatusFilter, number> {
  const active = students.filter((s) => s.status === 'active').length;
  return { all: students.length, active, inactive: students.length - active };
}

/** Spec §2: a card shows the first two courses, then '+N more'. */
export function visibleCourses<T>(courses: readonly T[], shown = 2): { shown: T[]; more: number } {
  return { shown: courses.slice(0, shown), more: Math.max(0, courses.length - shown) };
}
