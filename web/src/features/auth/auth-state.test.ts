import { beforeEach, describe, expect, it } from 'vitest';
import { readAuthState, saveAuthState } from '@/features/auth/auth-state';

describe('auth state in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts signed out as a tutor on the monthly plan', () => {
    expect(readAuthState()).toEqual({ userType: 'tutor', signedIn: false, plan: 'monthly' });
  });

  it('is kept under persist:root in the spec’s layout, and never holds a token', () => {
    saveAuthState({ plan: 'annual' });
    saveAuthState({ userType: 'student', signedIn: true });
    const root = JSON.parse(sessionStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    expect(JSON.parse(root.auth ?? '')).toEqual({ userType: 'student', signedIn: true, plan: 'annual' });
    expect(JSON.parse(root._persist ?? '')).toEqual({ version: -1, rehydrated: true });
    expect(sessionStorage.getItem('persist:root')).not.toMatch(/token/i);
  });

  it('survives a damaged entry and is gone once session storage is cleared (logout)', () => {
    sessionStorage.setItem('persist:root', '{"auth":"{not json');
    expect(readAuthState().signedIn).toBe(false);
    saveAuthState({ signedIn: true });
    sessionStorage.clear();
    expect(readAuthState().signedIn).toBe(false);
  });
});
