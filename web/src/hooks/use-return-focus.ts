import { useCallback, useRef } from 'react';

/**
 * Focuses `element` once the closing dialog's focus trap has let go (the next task), unless it went
 * with what it acted on. Returns the cancel of that.
 */
export function returnFocusTo(element: HTMLElement | null): () => void {
  const timer = setTimeout(() => {
    if (element?.isConnected) element.focus({ preventScroll: true });
  }, 0);
  return () => clearTimeout(timer);
}

/**
 * For a dialog that mounts already open (Mantine's Modal then records no element to return focus
 * to): `remember()` when opening it notes the focused element, the button pressed; `restore()` when
 * it closes puts focus back there, once the dialog has gone, if that button is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    returnFocusTo(opener.current);
  }, []);
  return { remember, restore };
}
