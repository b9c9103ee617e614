import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from 'reactfire';
import { InviteStudentDialog } from '@/features/invitations/components/invite-student-dialog';
import { StudentsScreen } from '@/features/students/components/students-screen';

/** `/tutor-dashboard/students`: the Students screen with the Invite Student dialog (spec §2). */
export function Component() {
  const { t } = useTranslation('invitations');
  const { data: user } = useUser();
  const [inviting, setInviting] = useState(false);
  if (!user) return null;
  return (
    <>
      <StudentsScreen
        tutorId={user.uid}
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
