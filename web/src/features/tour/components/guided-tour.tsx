import { ActionIcon, Affix } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LazyTooltip } from '@/components/lazy-tooltip';
import { leaveAfterConfirming } from '@/lib/leave-guard';
import { tourCompletedAtoms, tourStateAtom } from '../tour-atoms';
import { AUTO_START_DELAY_MS, helpButtonId } from '../tour-steps';
import type { TourRunnerProps } from './tour-runner';

const TourRunner = lazy(() => import('./tour-runner'));

interface Props extends TourRunnerProps {
  homePath: string;
}

/**
 * The guided tour (spec §2/§4/§9) and its floating help button ('Start Dashboard Tour'). The tour
 * starts by itself about 1 s after the role's home opens, once per visit, until the role's tour
 * has been finished; the help button starts it on demand (from the home, where its steps are).
 */
export function GuidedTour({ role, homePath, prepareStep }: Props) {
  const { t } = useTranslation('tour');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const completed = useAtomValue(tourCompletedAtoms[role]);
  const [tour, setTour] = useAtom(tourStateAtom);
  const autoStarted = useRef(false);

  const start = useCallback(() => setTour({ isActive: true, currentStep: 0 }), [setTour]);

  // The tour's state outlives this dashboard in the app's store. Logging out mid-tour (the profile
  // step spotlights the logout button, which stays clickable) left it running, and the next
  // dashboard in this tab, another user's or role's, started it again: it ends with its dashboard.
  useEffect(() => () => setTour({ isActive: false, currentStep: 0 }), [setTour]);

  useEffect(() => {
    if (completed || autoStarted.current || pathname !== homePath) return undefined;
    const timer = setTimeout(() => {
      autoStarted.current = true;
      // Not from a click: the tour's first step (its overlay and tooltip) renders time-sliced.
      startTransition(start);
    }, AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [completed, pathname, homePath, start]);

  // The tour runs on the home screen: leaving a page with unsaved work (a lesson) asks first.
  const restart = () => {
    if (pathname === homePath) start();
    else
      leaveAfterConfirming(() => {
        void navigate(homePath);
        start();
      });
  };

  return (
    <>
      {tour.isActive && (
        <Suspense fallback={null}>
          <TourRunner role={role} prepareStep={prepareStep} />
        </Suspense>
      )}
      {/* Above the page, below the phone menu's overlay and panel (z-index 99 and up): it stayed bright over them. */}
      <Affix position={{ bottom: 20, right: 20 }} zIndex={98}>
        <LazyTooltip label={t('help')} position="left">
          <ActionIcon id={helpButtonId(role)} size={52} radius="xl" variant="filled" aria-label={t('help')} onClick={restart}>
            <IconHelp size={28} />
          </ActionIcon>
        </LazyTooltip>
      </Affix>
    </>
  );
}
