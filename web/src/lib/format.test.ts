import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

describe('formatNumber', () => {
  it('groups digits the reader’s way, in each of the app’s languages', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'en-US')).toBe('12,345');
    expect(formatNumber(1234567, 'ta')).toBe((1234567).toLocaleString('ta'));
    expect(formatNumber(0, 'si')).toBe('0');
  });
});
