import { Outlet } from 'react-router-dom';
import { SessionExpiredGate } from '@/features/auth/components/session-expired-gate';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionExpiredGate />
    </>
  );
}
