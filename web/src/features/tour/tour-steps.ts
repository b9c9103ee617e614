import type { TourRole } from './tour-atoms';

/** Spec §2: the tutor tour's 9 steps and the student tour's 7, in order; step n points at `#step-{n}`. */
export const TOUR_STEPS = {
  tutor: ['welcome', 'navigation', 'overview', 'students', 'courses', 'lessons', 'profile', 'tools', 'finish'],
  student: ['welcome', 'navigation', 'progress', 'courses', 'lessons', 'profile', 'start'],
} as const satisfies Record<TourRole, readonly string[]>;

export const stepTarget = (n: number) => `#step-${n}`;

/** The help button carries the last step's id: the tour ends by showing where to restart it. */
export const helpButtonId = (role: TourRole) => `step-${TOUR_STEPS[role].length}`;

/** Spec §9: the tour starts about 1 s after the role's home opens. */
export const AUTO_START_DELAY_MS = 1000;
