import { describe, expect, it } from 'vitest';
import { supportMailto } from '@/config/contact';

describe('supportMailto', () => {
  it('opens a draft to support, with the subject encoded', () => {
    expect(supportMailto()).toBe('mailto:support@tutorly.lk');
    expect(supportMailto('Tutorly & my institute')).toBe('mailto:support@tutorly.lk?subject=Tutorly%20%26%20my%20institute');
  });
});
