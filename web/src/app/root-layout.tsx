import { useLayoutEffect, useRef } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { SessionExpiredGate } from '@/features/auth/components/session-expired-gate';

/**
 * A page opened by a link starts at its top: the window keeps its scroll across client-side
 * navigation, so a course opened from the bottom of a list would open at its bottom. That includes a
 * link to another query of the same path (the student's course and lesson pages are
 * `?course=`/`?lesson=`), but not a page tidying its own address (a replace). Back and Forward (POP)
 * leave the position to the browser, and an address with a #section to its page.
 */
function useNewPageAtTop() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    const samePath = shownPath.current === pathname;
    shownPath.current = pathname;
    if (navigationType === NavigationType.Pop || hash || (samePath && navigationType !== NavigationType.Push)) return;
    // A block body: Chromium's scroll methods now return a promise, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname, search, hash, navigationType]);
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
