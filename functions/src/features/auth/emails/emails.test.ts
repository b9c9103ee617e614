import { describe, expect, it } from 'vitest';
import { EMAIL_LANGUAGES } from '../../../shared/schemas/email-language.js';
import { joinEmail } from './join-email.js';
import { loginCodeEmail } from './login-code-email.js';

describe('sign-in e-mails', () => {
  it.each(EMAIL_LANGUAGES)('carry the code in both parts, in %s', (language) => {
    const mail = loginCodeEmail(language, '042917');
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('042917');
    expect(mail.text).toContain('042917');
  });

  it('are written in the recipient’s language', () => {
    expect(loginCodeEmail('en', '1').subject).toBe('Your Tutorly sign-in code');
    expect(loginCodeEmail('si', '1').text).toMatch(/[\u0D80-\u0DFF]/);
    expect(loginCodeEmail('ta', '1').text).toMatch(/[\u0B80-\u0BFF]/);
    expect(joinEmail('si', 'https://x').text).toMatch(/[\u0D80-\u0DFF]/);
    expect(joinEmail('ta', 'https://x').text).toMatch(/[\u0B80-\u0BFF]/);
  });

  it.each(EMAIL_LANGUAGES)('explain how to join, with no code, in %s', (language) => {
    const mail = joinEmail(language, 'https://tutorly.example');
    expect(mail.text).not.toMatch(/\d{6}/);
    expect(mail.html).toContain('href="https://tutorly.example"');
  });
});
