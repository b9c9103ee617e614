import { describe, expect, it } from 'vitest';
import { homeWithRedirect, paths, safeRedirect } from '@/config/paths';

describe('paths', () => {
  it('builds the payment link with the plan and e-mail', () => {
    expect(paths.payment.getHref('annual', 'a+b@example.com')).toBe('/payment?plan=annual&email=a%2Bb%40example.com');
  });

  it('remembers the page a signed-out visitor wanted', () => {
    expect(homeWithRedirect({ pathname: '/tutor-dashboard/students', search: '?q=ana', hash: '' })).toBe(
      '/?redirect=%2Ftutor-dashboard%2Fstudents%3Fq%3Dana',
    );
  });

  it('restores only same-site paths', () => {
    expect(safeRedirect('/tutor-dashboard/courses', '/home')).toBe('/tutor-dashboard/courses');
    expect(safeRedirect('//evil.example/x', '/home')).toBe('/home');
    expect(safeRedirect('https://evil.example', '/home')).toBe('/home');
    expect(safeRedirect(null, '/home')).toBe('/home');
  });
});
