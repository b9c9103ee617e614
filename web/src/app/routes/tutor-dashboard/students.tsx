import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useUser } from 'reactfire';
import { InviteStudentDialog } from '@/features/invitations/components/invite-student-dialog';
import { StudentsScreen } from '@/features/students/components/students-screen';
import { FirebaseProviders } from '@/app/firebase-providers';

/** `/tutor-dashboard/students`: the Students screen with the Invite Student dialog (spec §2). */
function StudentsRoute() {
  const { t } = useTranslation('invitations');
  const { data: user } = useUser();
  const [inviting, setInviting] = useState(false);
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
      <InviteStudentDialog tutorId={user.uid} opened={inviting} onClose={() => setInviting(false)} />
    </>
  );
}

/** The dashboard root renders before Firebase loads, so screens that read it mount its providers. */
export function Component() {
  return (
    <FirebaseProviders>
      <StudentsRoute />
    </FirebaseProviders>
  );
}
