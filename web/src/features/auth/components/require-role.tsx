import { Center, Loader } from '@mantine/core';
import type { TRole } from '@shared/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { homeWithRedirect } from '@/config/paths';
import { useSessionWatch } from '@/features/auth/use-session-watch';

/**
 * Route guard (spec §2/§6): only a signed-in user whose token carries the matching role claim
 * sees the area; anyone else goes to / with the page they wanted remembered.
 */
export function RequireRole({ role, children }: { role: TRole; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { status, data } = useSigninCheck({ requiredClaims: { role } });
  useSessionWatch();
  if (status === 'loading') {
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!data.signedIn || !data.hasRequiredClaims) return <Navigate to={homeWithRedirect(location)} replace />;
  return children;
}
