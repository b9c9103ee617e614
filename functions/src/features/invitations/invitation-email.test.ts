import { describe, expect, it } from 'vitest';
import { invitationEmail } from './invitation-email.js';

describe('invitation e-mail', () => {
  const input = { tutorName: 'Kumari Dissanayake', link: 'http://app/x?token=t', expiresAt: new Date('2026-03-15T12:00:00Z') };

  it('carries the accept link and the last valid day', () => {
    const mail = invitationEmail({ ...input, language: 'en' });
    expect(mail.subject).toBe('Kumari Dissanayake invited you to Tutorly');
    expect(mail.action).toEqual({ label: 'Accept invitation', url: 'http://app/x?token=t' });
    expect(mail.paragraphs).toContain('This invitation is valid until 15 March 2026.');
  });

  it("is written in the tutor's chosen language", () => {
    expect(invitationEmail({ ...input, language: 'si' }).action?.label).toBe('ආරාධනාව පිළිගන්න');
    expect(invitationEmail({ ...input, language: 'ta' }).action?.label).toBe('அழைப்பை ஏற்கவும்');
    expect(invitationEmail({ ...input, language: 'xx' }).language).toBe('en');
  });
});
