import { Outlet } from 'react-router-dom';
import { SessionExpiredModal } from '@/features/auth/components/session-expired-modal';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionExpiredModal />
    </>
  );
}
