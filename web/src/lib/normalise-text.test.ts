import { describe, expect, it } from 'vitest';
import { matchesText } from './normalise-text';

describe('matchesText', () => {
  it('finds Latin words whatever their case and accents', () => {
    expect(matchesText('cafe', ['Café Français'])).toBe(true);
    expect(matchesText('FRANÇ', ['Cafe Francais'])).toBe(true);
    expect(matchesText('', ['anything'])).toBe(true);
    expect(matchesText('tea', ['Café'])).toBe(false);
  });

  it('keeps Sinhala and Tamil vowel signs: a word matches itself, not words without them', () => {
    expect(matchesText('பைதான்', ['பைதான் அடிப்படைகள்'])).toBe(true);
    expect(matchesText('பைதான்', ['பதன'])).toBe(false);
    expect(matchesText('கா', ['கணிதம்'])).toBe(false);
    expect(matchesText('ගණිතය', ['ගණිතය - 10 ශ්‍රේණිය'])).toBe(true);
    expect(matchesText('ගණිතය', ['ගණත'])).toBe(false);
    // A vowel sign typed in one piece finds its two-part spelling, and the other way round.
    expect(matchesText('\u0BCA', ['\u0BC6\u0BBE'])).toBe(true);
  });
});
