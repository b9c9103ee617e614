import { atom } from 'jotai';

/** True once any API call answered 401 (or the session aged out) until the user signs in again. */
export const sessionExpiredAtom = atom(false);
