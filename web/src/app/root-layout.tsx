import { useLayoutEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { SessionExpiredGate } from '@/features/auth/components/session-expired-gate';

/**
 * A page opened by a link starts at its top: the window keeps its scroll across client-side
 * navigation, so a course opened from the bottom of a list would open at its bottom. Back and
 * Forward (POP) leave the position to the browser, and an address with a #section to its page.
 */
function useNewPageAtTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    // A block body: Chromium's scroll methods now return a promise, which React would take for a cleanup.
    if (navigationType !== NavigationType.Pop && !hash) {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, navigationType]);
}

export function RootLayout() {
  useNewPageAtTop();
  return (
    <>
      <Outlet />
      <SessionExpiredGate />
    </>
  );
}
