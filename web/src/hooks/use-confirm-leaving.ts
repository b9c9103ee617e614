import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { setLeaveGuard } from '@/lib/leave-guard';

/** A plain left click on a link to another page of this app: its path, else null. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self'))
    return null;
  const url = new URL(link.href);
  const here = window.location;
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `active` (a page holding unsaved work), leaving it from within the app asks first: a click on
 * any link to another page (the sidebar, the header) is held back, and so is whatever the page passes
 * to `guard` (its own Back button) or the app to leaveAfterConfirming (the header search, a
 * notification, Log out). react-router's useBlocker would do this, but it needs the data
 * router the app does not load (see router.tsx); the browser's Back button is not covered.
 */
export function useConfirmLeaving(active: boolean) {
  const navigate = useNavigate();
  const [held, setHeld] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    // Capturing on the document runs before React's own listeners on the app's root, so the link's
    // navigation never starts.
    const onClick = (event: MouseEvent) => {
      const path = inAppTarget(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(() => () => void navigate(path));
    };
    document.addEventListener('click', onClick, true);
    const removeGuard = setLeaveGuard((leave) => setHeld(() => leave));
    return () => {
      document.removeEventListener('click', onClick, true);
      removeGuard();
    };
  }, [active, navigate]);

  const guard = useCallback((leave: () => void) => (active ? setHeld(() => leave) : leave()), [active]);
  return {
    asking: held !== null,
    guard,
    stay: () => setHeld(null),
    leave: () => {
      setHeld(null);
      held?.();
    },
  };
}
