import { describe, expect, it } from 'vitest';
import { invitationConfig } from './invitation-config.js';

const env = { INVITATION_TOKEN_SECRET: 'x'.repeat(40), APP_URL: 'https://tutorly.example/' };

describe('invitation configuration', () => {
  it('caps a tutor at 200 addresses a day unless INVITATIONS_PER_TUTOR_PER_DAY says otherwise', () => {
    expect(invitationConfig(env)).toMatchObject({ appUrl: 'https://tutorly.example', perTutorPerDay: 200 });
    expect(invitationConfig({ ...env, INVITATIONS_PER_TUTOR_PER_DAY: '1000' }).perTutorPerDay).toBe(1000);
  });

  it('refuses a cap that is not a positive whole number', () => {
    expect(() => invitationConfig({ ...env, INVITATIONS_PER_TUTOR_PER_DAY: 'many' })).toThrow(/INVITATIONS_PER_TUTOR_PER_DAY/);
    expect(() => invitationConfig({ ...env, INVITATIONS_PER_TUTOR_PER_DAY: '0' })).toThrow(/INVITATIONS_PER_TUTOR_PER_DAY/);
  });
});
