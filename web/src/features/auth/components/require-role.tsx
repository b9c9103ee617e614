import { Center, Loader } from '@mantine/core';
import type { TRole } from '@shared/roles';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { homeWithRedirect, paths } from '@/config/paths';
import { readAuthState, saveAuthState } from '@/features/auth/auth-state';
import { useSessionWatch } from '@/features/auth/use-session-watch';
import { isLoggingOut, SESSION_EXPIRED_EVENT, signedInAgain } from '@/lib/session-expired-event';

/** Mounted only inside a verified area, so the session checks run for signed-in users only. */
function SessionWatch() {
  useSessionWatch();
  useEffect(signedInAgain, []);
  return null;
}

/**
 * Sends the visitor to / with the page they wanted, or, after logging out on purpose, plainly to /
 * (the landing page opens its sign-in dialog for a `?redirect=`). When this tab had signed in and
 * did not log out, the session was lost (revoked, expired, disabled: Firebase dropped the user,
 * possibly on reload), and the Session Expired modal says so.
 */
function SendHome({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const [sessionLost] = useState(() => !signedIn && readAuthState().signedIn);
  useEffect(() => {
    saveAuthState({ signedIn: false });
    if (sessionLost) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  }, [sessionLost]);
  return <Navigate to={isLoggingOut() ? paths.home : homeWithRedirect(location)} replace />;
}

/**
 * Route guard (spec §2/§6): only a signed-in user whose token carries the matching role claim
 * sees the area; anyone else goes to / with the page they wanted remembered. The API checks the
 * role again on every call: this guard is a convenience, never the authority.
 */
interface Props {
  role: TRole;
  children: ReactNode;
  /** Shown while Firebase checks the session (default: a full-screen loader). */
  checking?: ReactNode;
}

export function RequireRole({ role, children, checking }: Props) {
  const { t } = useTranslation();
  const { status, data } = useSigninCheck({ requiredClaims: { role } });
  if (status === 'loading') {
    if (checking !== undefined) return checking;
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (status === 'error' || !data.signedIn || !data.hasRequiredClaims)
    return <SendHome signedIn={status === 'success' && data.signedIn} />;
  return (
    <>
      <SessionWatch />
      {children}
    </>
  );
}
