import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { sessionExpiredAtom } from '@/features/auth/session-expired-atom';
import { studentLoginOpenAtom } from '@/features/auth/student-login-atom';

// The dialog (forms, validation, Firebase) loads on first use: the pages that offer it stay light.
export const loadStudentLoginDialog = () => import('@/features/auth/components/student-login-dialog');
export const LazyStudentLoginDialog = lazy(async () => ({ default: (await loadStudentLoginDialog()).StudentLoginDialog }));

/**
 * The one student login dialog of a page. Opens by itself when a student page sent the visitor
 * here to sign in (`?redirect=/student-dashboard/...`).
 */
export function StudentLoginDialogHost() {
  const [searchParams] = useSearchParams();
  const [opened, setOpened] = useAtom(studentLoginOpenAtom);
  const [used, setUsed] = useState(false);
  // After a lost session the Session Expired modal speaks first; 'Login Again' then leads here.
  const sessionExpired = useAtomValue(sessionExpiredAtom);
  const sentToSignIn = searchParams.get('redirect')?.startsWith(`${paths.studentDashboard.root}/`) ?? false;

  useEffect(() => {
    if (sentToSignIn) setOpened(true);
  }, [sentToSignIn, setOpened]);
  // Leaving the page (e.g. signed in) closes it: coming back later shows the page, not the dialog.
  useEffect(() => () => setOpened(false), [setOpened]);

  // Once opened, the dialog stays mounted so that closing it animates.
  if (opened && !used) setUsed(true);
  if (!used && !opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyStudentLoginDialog opened={opened && !sessionExpired} onClose={() => setOpened(false)} />
    </Suspense>
  );
}
