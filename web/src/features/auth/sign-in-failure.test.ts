import { describe, expect, it } from 'vitest';
import { signInFailureKey } from '@/features/auth/sign-in-failure';
import { i18n } from '@/lib/i18n';

const say = (code: string | null) => i18n.t(signInFailureKey(code));

describe('sign-in failure messages', () => {
  it('say known codes in words', () => {
    expect(say('access_denied')).toBe('Sign-in was cancelled or permission was not given. Please try again.');
    expect(say('auth/popup-blocked')).toBe('Popup blocked, Please allow popups for this site');
    expect(say('auth/network-request-failed')).toBe(
      'Could not reach the sign-in service. Check your internet connection and try again.',
    );
    expect(say('auth/internal-error')).toBe('The sign-in service had a problem. Please try again in a moment.');
    expect(say('wrong_area')).toBe('This sign-in link is not for this part of Tutorly.');
  });

  it('fall back to the generic message for anything else, never the code', () => {
    for (const code of ['some_new_code', 'toString', '__proto__', '', null]) {
      expect(say(code)).toBe('Something went wrong, please try again');
    }
  });

  it('are in Tamil for a Tamil visitor', async () => {
    await i18n.changeLanguage('ta');
    try {
      expect(say('auth/internal-error')).toBe('உள்நுழைவுச் சேவையில் சிக்கல் ஏற்பட்டது. சிறிது நேரத்தில் மீண்டும் முயலுங்கள்.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
