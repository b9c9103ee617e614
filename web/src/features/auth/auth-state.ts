import type { TRole } from '@shared/roles';
import type { TPlan } from '@shared/schemas/tutor';
import { readSlice, writeSlice } from '@/lib/session-state';

/**
 * The tab's authentication slice (spec §3/§4). The token itself stays with Firebase Auth, which
 * keeps and refreshes it; this only remembers, without loading Firebase, who signed in here and
 * which plan a tutor picked before signing in.
 */
export interface AuthState {
  userType: TRole;
  signedIn: boolean;
  plan: TPlan;
}

const INITIAL: AuthState = { userType: 'tutor', signedIn: false, plan: 'monthly' };

export function readAuthState(): AuthState {
  const stored = readSlice('auth');
  if (typeof stored !== 'object' || stored === null) return INITIAL;
  const { userType, signedIn, plan } = stored as Partial<Record<keyof AuthState, unknown>>;
  return {
    userType: userType === 'student' ? 'student' : 'tutor',
    signedIn: signedIn === true,
    plan: plan === 'annual' ? 'annual' : 'monthly',
  };
}

export function saveAuthState(change: Partial<AuthState>): void {
  writeSlice('auth', { ...readAuthState(), ...change });
}
