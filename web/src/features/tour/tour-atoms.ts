import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export type TourRole = 'tutor' | 'student';

/**
 * Spec §3/§4: each role's tour, once finished, stays finished in this browser
 * (`tutorTourCompleted` / `studentTourCompleted` in local storage). Read at load, so the
 * auto-start never sees a stale `false`.
 */
export const tourCompletedAtoms = {
  tutor: atomWithStorage('tutorTourCompleted', false, undefined, { getOnInit: true }),
  student: atomWithStorage('studentTourCompleted', false, undefined, { getOnInit: true }),
} as const;

/** The running tour (spec §3 tour state: isActive, currentStep). */
export const tourStateAtom = atom({ isActive: false, currentStep: 0 });
