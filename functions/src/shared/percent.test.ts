import { describe, expect, it } from 'vitest';
import { percent } from './percent.js';

describe('percent', () => {
  it('rounds to a whole percentage', () => {
    expect(percent(6, 13)).toBe(46);
    expect(percent(7, 13)).toBe(54);
    expect(percent(2, 3)).toBe(67);
  });

  it('says 100 only when everything is done', () => {
    expect(percent(199, 200)).toBe(99);
    expect(percent(200, 200)).toBe(100);
  });

  it('is 0 when there is nothing to count and never above 100', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(3, 0)).toBe(0);
    expect(percent(5, 4)).toBe(100);
  });
});
