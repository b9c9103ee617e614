import { useState } from 'react';

/**
 * True from the first time `opened` is true: a lazily loaded dialog is mounted then (its code loads
 * when first wanted) and stays mounted, so it can play its closing transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
