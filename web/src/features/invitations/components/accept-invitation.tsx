import { Anchor, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  decodeInvitationToken,
  NAME_MAX_LENGTH,
  namePartProblem,
  signInPathAfterAccepting,
  type TNameProblem,
} from '@shared/schemas/invitation-rules';
import type { TOnboardResponse } from '@shared/schemas/invitations';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { acceptInvitation, rejectInvitation } from '@/features/invitations/api/answer-invitation';
import { invitationErrorMessage, type InvitationAnswer } from '@/features/invitations/invitation-errors';
import './invitations-styles';
import { languageOf } from '@/lib/i18n';

/** Spec §9: how long the rejection toast stays before the page goes home. */
const HOME_AFTER_REJECT_MS = 5500;

interface Props {
  token: string;
  supportHref: string;
  /** The account exists now; where the student signs in is the caller's choice (spec §4). */
  onAccepted: (result: TOnboardResponse & { email: string }) => void;
}

/** The invitation page's card (spec §2/§4/§5/§8): confirm a name, then Accept or Reject. */
export function AcceptInvitation({ token, supportHref, onAccepted }: Props) {
  const { t, i18n } = useTranslation('invitations');
  const navigate = useNavigate();
  const invitation = useMemo(() => decodeInvitationToken(token), [token]);
  const [busy, setBusy] = useState<InvitationAnswer | null>(null);
  const [answered, setAnswered] = useState<InvitationAnswer | null>(null);
  const [openedAt] = useState(Date.now);
  /** The rule a name breaks, in words: too short (spec §5's message), too long, or not plain text. */
  const nameMessage = (problem: TNameProblem | null, field: 'firstName' | 'lastName') => {
    if (problem === 'tooShort') return t(`validation.${field}`);
    if (problem === 'tooLong') return t(`validation.${field}TooLong`, { max: NAME_MAX_LENGTH });
    return problem === 'notText' ? t('validation.nameNotText') : null;
  };
  const form = useForm({
    initialValues: { firstName: '', lastName: '' },
    validate: {
      firstName: (value) => nameMessage(namePartProblem(value), 'firstName'),
      lastName: (value) => nameMessage(namePartProblem(value), 'lastName'),
    },
  });

  // An undecodable (or visibly expired) link: say so and go home (spec §2/§8).
  const isUsable = !!invitation && invitation.exp * 1000 > openedAt;
  useEffect(() => {
    if (isUsable) return;
    // Once, however often the effect runs before the page has gone (a new `t` or `navigate` meanwhile).
    notifications.show({
      id: 'invalid-invitation-link',
      color: 'red',
      title: t('accept.invalidTitle'),
      message: t('accept.invalidBody'),
    });
    void navigate(paths.home, { replace: true });
  }, [isUsable, navigate, t]);
  // Spec §4/§9: after a rejection the toast stays 5.5 s, then the page goes home.
  useEffect(() => {
    if (answered !== 'reject') return undefined;
    const timer = setTimeout(() => void navigate(paths.home), HOME_AFTER_REJECT_MS);
    return () => clearTimeout(timer);
  }, [answered, navigate]);

  if (!invitation || !isUsable) return null;

  const fail = (error: unknown, answer: InvitationAnswer) => {
    const message = invitationErrorMessage(error, answer);
    notifications.show({ color: 'red', title: t('accept.errorTitle'), message: message.key ? t(message.key) : message.text });
    // Students open the e-mail's link again (or refresh) to get back in: the account is already theirs,
    // so after spec §8's toast they sign in as after accepting, rather than stay on a form that cannot succeed.
    if (answer === 'accept' && message.key === 'errors.acceptAccepted') {
      setAnswered('accept');
      onAccepted({ message: '', redirectUrl: signInPathAfterAccepting(invitation.email), email: invitation.email });
    }
  };

  const answer = async (choice: InvitationAnswer, values = form.values) => {
    if (!invitation.invitationId) {
      notifications.show({ color: 'red', title: t('accept.errorTitle'), message: t('errors.missingId') });
      return;
    }
    setBusy(choice);
    try {
      if (choice === 'accept') {
        const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
        const result = await acceptInvitation({
          token,
          email: invitation.email,
          name,
          tutorId: invitation.tutorId,
          invitationId: invitation.invitationId,
          language: languageOf(i18n.resolvedLanguage),
        });
        setAnswered('accept');
        notifications.show({ color: 'green', title: t('accept.acceptedTitle'), message: t('accept.acceptedBody') });
        onAccepted({ ...result, email: invitation.email });
      } else {
        await rejectInvitation({ token, invitationId: invitation.invitationId });
        setAnswered('reject');
        notifications.show({ color: 'blue', title: t('accept.rejectedTitle'), message: t('accept.rejectedBody') });
      }
    } catch (error) {
      fail(error, choice);
    } finally {
      setBusy(null);
    }
  };

  const disabled = busy !== null || answered !== null;
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
      <form onSubmit={form.onSubmit((values) => void answer('accept', values))} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {t('accept.title')}
            </Title>
            <Text c="dimmed">{t('accept.subtitle')}</Text>
          </Stack>
          <TextInput label={t('accept.emailLabel')} value={invitation.email} disabled readOnly />
          {/* Side by side where the card is wide enough; one full-width column on phones, where Sinhala
              and Tamil labels do not fit half a row. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('accept.firstName')} autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label={t('accept.lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button type="submit" disabled={disabled}>
              {busy === 'accept' ? t('accept.accepting') : t('accept.accept')}
            </Button>
            <Button variant="default" color="red" disabled={disabled} onClick={() => void answer('reject')}>
              {t('accept.reject')}
            </Button>
          </SimpleGrid>
          <Text size="sm" c="dimmed" ta="center">
            {t('accept.help')}{' '}
            <Anchor href={supportHref} size="sm">
              {t('accept.contactSupport')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
