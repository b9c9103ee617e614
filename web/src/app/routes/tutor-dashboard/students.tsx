import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useUser } from 'reactfire';
import { withFirebase } from '@/app/firebase-providers';
import { StudentsScreen } from '@/features/students/components/students-screen';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { lazyNamed } from '@/lib/lazy-named';

// Loaded when first opened, not with the screen.
const InviteStudentDialog = lazyNamed(
  () => import('@/features/invitations/components/invite-student-dialog'),
  'InviteStudentDialog',
);

/** `/tutor-dashboard/students`: the Students screen with the Invite Student dialog (spec §2). */
function StudentsRoute() {
  const { t } = useTranslation('invitations');
  const { data: user } = useUser();
  const [inviting, setInviting] = useState(false);
  const inviteLoaded = useOpenedOnce(inviting);
  // `?search=` (from the header search) fills the search box; a new one starts the screen afresh.
  const search = useSearchParams()[0].get('search') ?? '';
  if (!user) return null;
  return (
    <>
      <StudentsScreen
        key={search}
        tutorId={user.uid}
        initialSearch={search}
        inviteButton={
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
            {t('invite.button')}
          </Button>
        }
      />
      {inviteLoaded && (
        <Suspense fallback={null}>
          <InviteStudentDialog tutorId={user.uid} opened={inviting} onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </>
  );
}

export const Component = withFirebase(StudentsRoute);
