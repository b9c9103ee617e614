import type { ButtonProps } from '@mantine/core';
import type { TPlan } from '@shared/schemas/tutor';
import type { ReactNode } from 'react';

/** How a call to action looks; what it does is up to the app (features do not import each other). */
export interface LandingActionProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'color' | 'className'> {
  label: string;
  'aria-label'?: string;
}

export interface LandingActions {
  /** The Student button (header, mobile menu, closing call to action): opens the student login. */
  renderStudentAction: (props: LandingActionProps) => ReactNode;
  /** The Teacher's button and every plan button: starts the tutor sign-in carrying `plan` to the payment page. */
  renderTeacherAction: (props: LandingActionProps & { plan: TPlan }) => ReactNode;
}
