import { describe, expect, it } from 'vitest';
import { googleSignInErrorKey } from '@/features/auth/sign-in-errors';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

const refused = (reason?: 'teacher-google-account') => new ApiError(403, 'permission-denied', 'server words', undefined, reason);

describe('a refused student Google sign-in', () => {
  it("tells a teacher to use the Teacher's button, not to ask a tutor for an invitation", () => {
    const key = googleSignInErrorKey(refused('teacher-google-account'));
    expect(key).toBe('common:errors.reasons.teacher-google-account');
    expect(i18n.t('common:errors.reasons.teacher-google-account')).toBe(
      "This Google account belongs to a teacher. Use the Teacher's button to sign in.",
    );
  });

  it('tells anyone else the account is not a student account yet', () => {
    expect(googleSignInErrorKey(refused())).toBe('auth:errors.notAStudent');
  });
});
