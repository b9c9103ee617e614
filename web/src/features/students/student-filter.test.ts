import type { TStudent } from '@shared/schemas/students';
import { describe, expect, it } from 'vitest';
import { countByStatus, filterStudents, visibleCourses } from '@/features/students/student-filter';

const student = (name: string, email: string, status: TStudent['status']): TStudent => ({
  id: email,
  name,
  email,
  phone: '',
  avatarUrl: '',
  status,
  inviteStatus: 'accepted',
  enrolledAt: null,
  lastActive: null,
  progress: 0,
  enrolledCourses: [],
});

const students = [
  student('Amaya Fernando', 'amaya@example.com', 'active'),
  student('Dinuka Jayasinghe', 'dinuka@school.lk', 'inactive'),
  student('Tharushi Perera', 'tharu@example.com', 'active'),
];

describe('students search and badges', () => {
  it('matches name or e-mail, ignoring case and surrounding spaces', () => {
    expect(filterStudents(students, '  AMAYA ', 'all').map((s) => s.name)).toEqual(['Amaya Fernando']);
    expect(filterStudents(students, 'school.LK', 'all').map((s) => s.name)).toEqual(['Dinuka Jayasinghe']);
    expect(filterStudents(students, '', 'all')).toHaveLength(3);
    expect(filterStudents(students, 'nobody', 'all')).toEqual([]);
  });

  it('combines the search with the status badge, and counts the whole list', () => {
    expect(filterStudents(students, 'example', 'active').map((s) => s.name)).toEqual(['Amaya Fernando', 'Tharushi Perera']);
    expect(filterStudents(students, '', 'inactive').map((s) => s.name)).toEqual(['Dinuka Jayasinghe']);
    expect(countByStatus(students)).toEqual({ all: 3, active: 2, inactive: 1 });
  });

  it("shows two courses, then '+N more'", () => {
    expect(visibleCourses(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(visibleCourses(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
