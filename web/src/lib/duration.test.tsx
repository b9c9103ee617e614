import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDurationText } from '@/lib/duration';
import { i18n } from '@/lib/i18n';

describe('durations', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows it in the reader’s language, and free text as the tutor wrote it', async () => {
    const { result } = renderHook(() => useDurationText());
    // A no-break space: the number never ends a line with its unit on the next.
    expect(result.current('1 week')).toBe('1\u00a0week');
    expect(result.current('15 minutes')).toBe('15\u00a0minutes');

    await act(() => i18n.changeLanguage('si'));
    expect(result.current('8 weeks')).toBe('සති\u00a08');
    expect(result.current('15 minutes')).toBe('මිනිත්තු\u00a015');

    await act(() => i18n.changeLanguage('ta'));
    expect(result.current('8 weeks')).toBe('8\u00a0வாரங்கள்');
    expect(result.current('1 minute')).toBe('1\u00a0நிமிடம்');
    expect(result.current('Self-paced')).toBe('Self-paced');
  });
});
