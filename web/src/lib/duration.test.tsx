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
    expect(result.current('1 week')).toBe('1 week');
    expect(result.current('15 minutes')).toBe('15 minutes');

    await act(() => i18n.changeLanguage('si'));
    expect(result.current('8 weeks')).toBe('සති 8');
    expect(result.current('15 minutes')).toBe('මිනිත්තු 15');

    await act(() => i18n.changeLanguage('ta'));
    expect(result.current('8 weeks')).toBe('8 வாரங்கள்');
    expect(result.current('1 minute')).toBe('1 நிமிடம்');
    expect(result.current('Self-paced')).toBe('Self-paced');
  });
});
