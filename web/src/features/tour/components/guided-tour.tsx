import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENTS, STATUS, useJoyride, type EventData, type Step } from 'react-joyride';
import { useLocation, useNavigate } from 'react-router-dom';
import { tourCompletedAtoms, tourStateAtom, type TourRole } from '../tour-atoms';
import { AUTO_START_DELAY_MS, TOUR_STEPS, helpButtonId, stepTarget } from '../tour-steps';
import { TourTooltip } from './tour-tooltip';

interface Props {
  role: TourRole;
  homePath: string;
  /** Makes a step's element visible before it is shown (e.g. opens the phone's sidebar); null when the tour ends. */
  prepareStep?: (target: string | null) => Promise<void>;
}

/**
 * The guided tour (spec §2/§4/§9) and its floating help button. It starts by itself about 1 s
 * after the role's home opens until the role's tour is finished once; Skip Tour or Esc ends it
 * without marking it finished. Left and right arrows move between steps.
 */
export function GuidedTour({ role, homePath, prepareStep }: Props) {
  const { t } = useTranslation(['tour', 'common']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [completed, setCompleted] = useAtom(tourCompletedAtoms[role]);
  const [tour, setTour] = useAtom(tourStateAtom);
  const autoStarted = useRef(false);

  const steps = useMemo<Step[]>(() => {
    const texts =
      role === 'tutor'
        ? TOUR_STEPS.tutor.map((key) => ({ title: t(`tutor.${key}.title`), content: t(`tutor.${key}.body`) }))
        : TOUR_STEPS.student.map((key) => ({ title: t(`student.${key}.title`), content: t(`student.${key}.body`) }));
    return texts.map((text, i) => ({
      ...text,
      target: stepTarget(i + 1),
      placement: 'auto',
      before: prepareStep ? () => prepareStep(stepTarget(i + 1)) : undefined,
    }));
  }, [role, t, prepareStep]);

  const onEvent = (data: EventData) => {
    if (data.type === EVENTS.TOOLTIP) setTour({ isActive: true, currentStep: data.index });
    if (data.type === EVENTS.TOUR_END) {
      if (data.status === STATUS.FINISHED) setCompleted(true);
      setTour({ isActive: false, currentStep: 0 });
      void prepareStep?.(null);
    }
  };

  const { controls, Tour } = useJoyride({
    steps,
    continuous: true,
    onEvent,
    tooltipComponent: TourTooltip,
    locale: {
      back: t('buttons.previous'),
      next: t('buttons.next'),
      last: t('buttons.finish'),
      skip: t('buttons.skip'),
      close: t('common:common.close'),
    },
    options: {
      zIndex: 1000,
      skipBeacon: true,
      overlayClickAction: false,
      // Esc is handled below: it ends the tour instead of moving on.
      dismissKeyAction: false,
      targetWaitTimeout: 3000,
      scrollOffset: 90,
      spotlightRadius: 12,
      primaryColor: 'var(--mantine-color-blue-6)',
    },
  });

  const start = useCallback(() => {
    setTour({ isActive: true, currentStep: 0 });
    controls.start(0);
  }, [controls, setTour]);

  useEffect(() => {
    if (completed || autoStarted.current || pathname !== homePath) return undefined;
    const timer = setTimeout(() => {
      autoStarted.current = true;
      start();
    }, AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [completed, pathname, homePath, start]);

  useEffect(() => {
    if (!tour.isActive) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') controls.skip('button_skip');
      else if (event.key === 'ArrowRight') controls.next();
      else if (event.key === 'ArrowLeft' && controls.info().index > 0) controls.prev();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tour.isActive, controls]);

  const restart = () => {
    if (pathname !== homePath) void navigate(homePath);
    start();
  };

  return (
    <>
      {Tour}
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Tooltip label={t('help')} position="left" openDelay={700}>
          <ActionIcon id={helpButtonId(role)} size={52} radius="xl" variant="filled" aria-label={t('help')} onClick={restart}>
            <IconHelp size={28} />
          </ActionIcon>
        </Tooltip>
      </Affix>
    </>
  );
}
