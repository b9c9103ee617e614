import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENTS, STATUS, useJoyride, type EventData, type Step } from 'react-joyride';
import { PHONE_QUERY } from '@/lib/media-queries';
import { tourCompletedAtoms, tourStateAtom, type TourRole } from '../tour-atoms';
import { TOUR_STEPS, stepTarget } from '../tour-steps';
import { TourTooltip } from './tour-tooltip';

export interface TourRunnerProps {
  role: TourRole;
  /** Makes a step's element visible before it is shown (e.g. opens the phone's sidebar); null when the tour ends. */
  prepareStep?: (target: string | null) => Promise<void>;
}

/**
 * The running tour (react-joyride), mounted only while the tour is active so returning users never
 * download it. It starts at step 0 when mounted; Finish marks the role's tour completed, while
 * Skip Tour or Esc only end it. Left and right arrows move between steps.
 */
export default function TourRunner({ role, prepareStep }: TourRunnerProps) {
  const { t } = useTranslation(['tour', 'common']);
  const setCompleted = useSetAtom(tourCompletedAtoms[role]);
  const setTour = useSetAtom(tourStateAtom);

  const steps = useMemo<Step[]>(() => {
    const texts =
      role === 'tutor'
        ? TOUR_STEPS.tutor.map((key) => ({ title: t(`tutor.${key}.title`), content: t(`tutor.${key}.body`) }))
        : TOUR_STEPS.student.map((key) => ({ title: t(`student.${key}.title`), content: t(`student.${key}.body`) }));
    // On a phone the sidebar is a full-height panel with no room above, below or beside it, and the
    // tooltip went off the top of the screen: there it is centred over the open panel, and the tour's
    // own overlay is left out so the panel stays as bright as its backdrop lets it (its spotlight).
    const phone = window.matchMedia(PHONE_QUERY).matches;
    return texts.map((text, i) => ({
      ...text,
      target: stepTarget(i + 1),
      ...(phone && TOUR_STEPS[role][i] === 'navigation' ? { placement: 'center', hideOverlay: true } : { placement: 'auto' }),
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

  useEffect(() => {
    controls.start(0);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') controls.skip('button_skip');
      else if (event.key === 'ArrowRight') controls.next();
      else if (event.key === 'ArrowLeft' && controls.info().index > 0) controls.prev();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [controls]);

  return Tour;
}
