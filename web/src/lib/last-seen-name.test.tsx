import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLastSeenUnlessOf } from '@/lib/last-seen';
import { useShownName } from '@/lib/last-seen-name';
import { setSignedInUid } from '@/lib/signed-in-uid';

describe('useShownName', () => {
  afterEach(() => {
    localStorage.clear();
    setSignedInUid('');
  });

  it('shows a returning user the name this device last saw until the profile answers', () => {
    setSignedInUid('tutor-1');
    const first = renderHook(({ name }) => useShownName(name), { initialProps: { name: undefined as string | undefined } });
    expect(first.result.current).toBeUndefined();
    first.rerender({ name: 'Nimal Perera' });
    expect(first.result.current).toBe('Nimal Perera');
    first.unmount();

    const next = renderHook(({ name }) => useShownName(name), { initialProps: { name: undefined as string | undefined } });
    expect(next.result.current).toBe('Nimal Perera');
    next.rerender({ name: 'Nimal K. Perera' });
    expect(next.result.current).toBe('Nimal K. Perera');
  });

  it('forgets the name when someone else, or nobody, is signed in', () => {
    setSignedInUid('tutor-1');
    renderHook(() => useShownName('Nimal Perera')).unmount();

    forgetLastSeenUnlessOf('tutor-1');
    expect(renderHook(() => useShownName(undefined)).result.current).toBe('Nimal Perera');
    forgetLastSeenUnlessOf('student-2');
    expect(renderHook(() => useShownName(undefined)).result.current).toBeUndefined();

    renderHook(() => useShownName('Nimal Perera')).unmount();
    forgetLastSeenUnlessOf('');
    expect(renderHook(() => useShownName(undefined)).result.current).toBeUndefined();
  });

  it('keeps nothing before Firebase has said who is signed in', () => {
    renderHook(() => useShownName('Nimal Perera')).unmount();
    expect(renderHook(() => useShownName(undefined)).result.current).toBeUndefined();
  });
});
