import { useStore } from 'jotai';
import { useCallback } from 'react';
import { mobileNavOpenedAtom } from '@/features/dashboard/mobile-nav-atom';
import { PHONE_QUERY } from '@/lib/media-queries';
/** AppShell's navbar slides in over 200 ms; wait for it before the tour measures its target. */
const SLIDE_MS = 250;

/**
 * For the guided tour on a phone: opens the slide-in sidebar when a step points into it and
 * closes it otherwise (and when the tour ends, `target` null).
 */
export function useRevealForTour() {
  const store = useStore();
  return useCallback(
    async (target: string | null) => {
      if (!window.matchMedia(PHONE_QUERY).matches) return;
      const element = target ? document.querySelector(target) : null;
      const inSidebar = Boolean(element?.closest('[data-dashboard-sidebar]'));
      if (store.get(mobileNavOpenedAtom) === inSidebar) return;
      store.set(mobileNavOpenedAtom, inSidebar);
      await new Promise((resolve) => setTimeout(resolve, SLIDE_MS));
    },
    [store],
  );
}
