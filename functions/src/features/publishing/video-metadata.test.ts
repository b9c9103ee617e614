import { describe, expect, it } from 'vitest';
import { youtubeDescription, youtubeTitle } from './video-metadata.js';

describe('video metadata YouTube accepts', () => {
  it('drops angle brackets and extra spaces from titles, cuts them at 100 characters, never leaves them empty', () => {
    expect(youtubeTitle('  Using <div>   in HTML ')).toBe('Using div in HTML');
    expect([...youtubeTitle('ශ'.repeat(150))]).toHaveLength(100);
    // An emoji is two UTF-16 units: kept whole when both fit in the 100, left out rather than halved.
    expect(youtubeTitle(`${'a'.repeat(98)}😀😀`)).toBe(`${'a'.repeat(98)}😀`);
    expect(youtubeTitle(`${'a'.repeat(99)}😀`)).toBe('a'.repeat(99));
    // A joined emoji (a ZWJ sequence of three people) stays whole at the limit.
    expect(youtubeTitle(`${'a'.repeat(95)}👨‍👩‍👧`)).toBe('a'.repeat(95));
    expect(youtubeTitle('<>')).toBe('Lesson video');
  });

  it('keeps descriptions within 5,000 bytes without splitting a character', () => {
    expect(youtubeDescription('a < b\nline two')).toBe('a  b\nline two');
    const tamil = youtubeDescription('த'.repeat(3000));
    expect(Buffer.byteLength(tamil)).toBeLessThanOrEqual(5000);
    expect(tamil).toBe('த'.repeat(1666));
  });
});
