import { createContext, useContext } from 'react';
import type { TutorProfile } from './hooks/use-tutor-profile';

/**
 * What the tutor dashboard knows of the signed-in tutor: nothing while Firebase loads and checks
 * the role, then the uid and the live profile. The layout and the home render before that (their
 * largest text must not wait for the Firebase SDK), filling in the name when it arrives.
 */
export interface TutorSession {
  status: 'loading' | 'success' | 'error';
  uid?: string;
  profile?: TutorProfile;
}

export const TUTOR_SESSION_CHECKING: TutorSession = { status: 'loading' };

export const TutorSessionContext = createContext<TutorSession>(TUTOR_SESSION_CHECKING);

export function useTutorSession(): TutorSession {
  return useContext(TutorSessionContext);
}
