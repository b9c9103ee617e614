import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { currentTutorId } from '../api/current-tutor';
import { completeYoutubeAuth } from '../api/youtube-auth';
import { announceYoutubeConnected } from '../auth-messages';
import './youtube-styles';

type Outcome = { kind: 'processing' } | { kind: 'success' } | { kind: 'error'; message: string };

/** How long the success message stays before a page that is not a popup moves on to the dashboard. */
const SUCCESS_PAUSE_MS = 1500;

/**
 * /youtube/oauth/callback (spec §2/§4/§5/§8): where Google sends the tutor back. Hands the code and
 * state to the server; on success tells the opener and closes, or goes to the tutor home.
 */
export function YoutubeCallback() {
  const { t } = useTranslation(['youtube', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state');
  const invalid = params.get('error') ? t('callback.cancelled') : !code || !state ? t('callback.missingParams') : undefined;
  const [result, setResult] = useState<Outcome>({ kind: 'processing' });
  const outcome: Outcome = invalid ? { kind: 'error', message: invalid } : result;
  const started = useRef(false);

  useEffect(() => {
    // Once per page: a code and a state can be used only once.
    if (invalid || !code || !state || started.current) return;
    started.current = true;
    const finish = async () => {
      const tutorId = await currentTutorId();
      if (!tutorId) throw new Error(t('callback.failed'));
      await completeYoutubeAuth({ tutorId, code, state });
      setResult({ kind: 'success' });
      if (announceYoutubeConnected(tutorId)) window.close();
      // Not a popup (or one the browser will not let us close): on to the tutor home.
      setTimeout(() => void navigate(paths.tutorDashboard.home, { replace: true }), SUCCESS_PAUSE_MS);
    };
    finish().catch((error: unknown) => {
      // The server's refusal in its words; no answer, or the server's own failure, in the spec's.
      const refused = error instanceof ApiError && error.status > 0 && (error.status < 500 || error.reason);
      const message = refused ? error.message : t('callback.failed');
      setResult({ kind: 'error', message });
    });
  }, [invalid, code, state, navigate, t]);

  const close = () => {
    window.close();
    void navigate(paths.tutorDashboard.home, { replace: true });
  };

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="md" p="xl" maw={440} w="100%">
        <Stack align="center" ta="center" gap="sm" aria-live="polite">
          {outcome.kind === 'processing' ? (
            <Loader aria-label={t('common:common.loading')} />
          ) : (
            <ThemeIcon color={outcome.kind === 'success' ? 'green' : 'red'} size="xl" radius="xl" aria-hidden>
              {outcome.kind === 'success' ? <IconCheck /> : <IconX />}
            </ThemeIcon>
          )}
          <Title order={1} fz="h3">
            {t(`callback.${outcome.kind}Title`)}
          </Title>
          {outcome.kind === 'error' ? (
            <>
              <Text role="alert">{outcome.message}</Text>
              <Button variant="default" onClick={close}>
                {t('callback.close')}
              </Button>
            </>
          ) : (
            <Text c={outcome.kind === 'processing' ? 'dimmed' : undefined}>{t(`callback.${outcome.kind}`)}</Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
