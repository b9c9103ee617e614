import { useEffect } from 'react';
import { useAuth } from 'reactfire';
import { getSession } from '@/features/auth/api/get-session';
import { SESSION_EXPIRED_EVENT } from '@/lib/session-expired-event';

const CHECK_EVERY_MS = 30_000;

const expire = () => window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));

/**
 * Watches a signed-in session (spec §4) and raises the Session Expired modal when it ends:
 * - on load, the API checks it (revoked, disabled or older than MAX_SESSION_DAYS answers 401,
 *   which the API client turns into the modal) and says until when it is accepted;
 * - every 30 s, that time is checked and the token refreshed if due (a revoked session fails).
 * When Firebase itself drops the user (a refused refresh, also on reload), RequireRole notices.
 */
export function useSessionWatch(): void {
  const auth = useAuth();
  useEffect(() => {
    let acceptedUntil = Number.POSITIVE_INFINITY;
    getSession()
      .then((session) => {
        // On this device's clock, which may be hours or days off: the time left, as the server counts it.
        acceptedUntil = Date.now() + (Date.parse(session.expiresAt) - Date.parse(session.now));
      })
      .catch(() => undefined);

    const check = async () => {
      const user = auth.currentUser;
      if (!user) return;
      if (Date.now() >= acceptedUntil) {
        expire();
        return;
      }
      try {
        await user.getIdTokenResult();
      } catch {
        expire();
      }
    };
    const timer = setInterval(() => void check(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [auth]);
}
