import { screen } from '@testing-library/react';
import type { TStudent } from '@shared/schemas/students';
import { describe, expect, it } from 'vitest';
import { StudentCard } from './student-card';
import { renderRoutes } from '@/testing/test-utils';

const DAY_MS = 24 * 60 * 60 * 1000;
const student: TStudent = {
  id: 's1',
  name: 'Kasun Silva',
  email: 'kasun@example.com',
  phone: '',
  avatarUrl: '/default-avatar.svg',
  status: 'active',
  inviteStatus: 'accepted',
  enrolledAt: '2026-01-10T00:00:00.000Z',
  lastActive: null,
  progress: 40,
  enrolledCourses: [
    { id: 'c1', name: 'Algebra', expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString() },
    { id: 'c2', name: 'Physics', expiresAt: '2026-01-31T12:00:00.000Z' },
  ],
};

describe('a student card’s courses', () => {
  it('says with each course’s name until when the access runs or when it ended, not by colour and a hover alone', () => {
    renderRoutes([{ path: '/', element: <StudentCard student={student} onManageAccess={() => {}} onRemove={() => {}} /> }]);
    const badges = [...document.querySelectorAll('.mantine-Badge-root')].map((badge) => badge.textContent);
    expect(badges).toContainEqual(expect.stringMatching(/^Algebra, Access until \d{4}-\d{2}-\d{2}$/));
    expect(badges).toContain('Physics, Access ended 2026-01-31');
    const ended = screen.getByText('Physics').closest('.mantine-Badge-root');
    expect(ended?.querySelector('svg')).not.toBeNull();
  });
});
