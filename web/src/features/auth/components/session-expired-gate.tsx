import { useAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { sessionExpiredAtom } from '@/features/auth/session-expired-atom';
import { SESSION_EXPIRED_EVENT } from '@/lib/session-expired-event';
import { lazyNamed } from '@/lib/lazy-named';

const SessionExpiredModal = lazyNamed(() => import('@/features/auth/components/session-expired-modal'), 'SessionExpiredModal');

/**
 * Listens for the session-expired event on every page. The modal itself (Mantine Modal, focus
 * trap, scroll lock: ~25 kB gzip) loads only once a session has expired, off the landing's first load.
 */
export function SessionExpiredGate() {
  const [isExpired, setIsExpired] = useAtom(sessionExpiredAtom);

  useEffect(() => {
    const onExpired = () => setIsExpired(true);
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [setIsExpired]);

  return isExpired ? (
    <Suspense fallback={null}>
      <SessionExpiredModal onLoggedOut={() => setIsExpired(false)} />
    </Suspense>
  ) : null;
}
