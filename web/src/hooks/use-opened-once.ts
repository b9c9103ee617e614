import { useEffect, useState } from 'react';
import { returnFocusTo } from './use-return-focus';

/**
 * True from the first time `opened` is true: a lazily loaded dialog is mounted then (its code loads
 * when first wanted) and stays mounted, so it can play its closing transition.
 *
 * That first time the dialog mounts already open, so Mantine's Modal records no element to give the
 * focus back to when it closes (it does on every later opening). The element focused while the
 * opening renders, the button pressed, is noted here and focused again after that first close.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);
  if (opened && !once) {
    setOnce(true);
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  if (!opened && opener) {
    setOpener(null);
    setReturnTo(opener);
  }
  useEffect(() => (returnTo ? returnFocusTo(returnTo) : undefined), [returnTo]);
  return once || opened;
}
