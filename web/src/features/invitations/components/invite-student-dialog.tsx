import { Button, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZInviteStudentRequest, type TInviteStudentRequest } from '@shared/schemas/invitations';
import { IconMail } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendInvitation } from '@/features/invitations/api/send-invitation';
import { InvitationHistory } from '@/features/invitations/components/invitation-history';
import { ApiError } from '@/lib/api-client';
import { languageOf } from '@/lib/i18n';
import './invitations-styles';

/** The API's own rule for the address, so a typo is caught here and said in the tutor's language. */
const isValidEmail = (value: string) => ZInviteStudentRequest.shape.email.safeParse(value).success;

interface Props {
  tutorId: string;
  opened: boolean;
  onClose: () => void;
}

/** Spec §2/§5: Invite Student with the tabs Send Invite and Invitation History. */
export function InviteStudentDialog({ tutorId, opened, onClose }: Props) {
  const { t, i18n } = useTranslation(['invitations', 'common']);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(t('invite.emailInvalid'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const language = languageOf(i18n.resolvedLanguage);
      const request: TInviteStudentRequest = { email, tutorId, language };
      const answer = await sendInvitation(request);
      if (answer.link) {
        setEmail('');
        notifications.show({ color: 'green', title: t('invite.sentTitle'), message: t('invite.sentBody') });
      }
    } catch (failure) {
      // The address is the only field the tutor types: the server's verdict on it (its message is English) becomes ours.
      if (failure instanceof ApiError && failure.fields?.email) setError(t('invite.emailInvalid'));
      // Otherwise the server says why in words a tutor can act on (already a student, plan limit).
      else setError((failure as Error).message || t('common:errors.generic'));
    } finally {
      setSending(false);
    }
  };

  // The dialog stays mounted between openings: the next one starts empty, not with the last address and its error.
  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} centered size="md">
      {/* Equal tabs whose labels wrap: in Tamil and Sinhala they are wider than a phone's dialog on one line. */}
      <Tabs defaultValue="send" keepMounted={false} styles={{ tab: { whiteSpace: 'normal', lineHeight: 1.3 } }}>
        <Tabs.List grow mb="md" style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value="send">{t('invite.sendTab')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('invite.historyTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="send">
          <form onSubmit={(event) => void send(event)} noValidate>
            <Stack gap="md">
              <TextInput
                type="email"
                label={t('invite.emailLabel')}
                placeholder={t('invite.emailPlaceholder')}
                leftSection={<IconMail size={16} aria-hidden />}
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setError(null);
                }}
                error={error}
                autoComplete="off"
                data-autofocus
              />
              <Text size="sm" c="dimmed">
                {t('invite.hint')}
              </Text>
              <Button type="submit" disabled={!email.trim() || sending}>
                {sending ? t('invite.sending') : t('invite.send')}
              </Button>
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          {/* Not kept mounted: opening the tab reloads the history. */}
          <InvitationHistory tutorId={tutorId} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
