import { describe, expect, it } from 'vitest';
import { afterSignIn } from '@/features/auth/after-sign-in';

describe('afterSignIn', () => {
  it('returns to the page the user was sent away from, within their own area', () => {
    expect(afterSignIn('student', '/student-dashboard/courses?q=art')).toBe('/student-dashboard/courses?q=art');
    expect(afterSignIn('tutor', '/tutor-dashboard/lessons')).toBe('/tutor-dashboard/lessons');
  });

  it('goes to the role’s home instead of another area, another site or nowhere', () => {
    expect(afterSignIn('student', '/tutor-dashboard/students')).toBe('/student-dashboard/home');
    expect(afterSignIn('student', '/student-dashboardx')).toBe('/student-dashboard/home');
    expect(afterSignIn('tutor', '//evil.example/tutor-dashboard')).toBe('/tutor-dashboard/home');
    expect(afterSignIn('tutor', null)).toBe('/tutor-dashboard/home');
  });
});
