import { useEffect } from 'react';
import { useAuth } from 'reactfire';
import { SESSION_EXPIRED_EVENT } from '@/lib/session-expired-event';

const CHECK_EVERY_MS = 30_000;
/** Matches the API's maximum session age (MAX_SESSION_DAYS, default 7). */
const MAX_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Checks the session on load and every 30 s (spec §4): a token that can no longer be refreshed
 * (user revoked or disabled) or a sign-in older than the maximum raises the Session Expired modal.
 */
export function useSessionWatch(): void {
  const auth = useAuth();
  useEffect(() => {
    const check = async () => {
      const user = auth.currentUser;
      if (!user) return;
      try {
        const result = await user.getIdTokenResult();
        if (Date.now() - Date.parse(result.authTime) > MAX_SESSION_MS) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      } catch {
        window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      }
    };
    void check();
    const timer = setInterval(() => void check(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [auth]);
}
