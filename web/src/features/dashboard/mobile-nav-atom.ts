import { atom } from 'jotai';

/** The slide-in navigation under 768 px: open or closed (the guided tour opens it to point at the sidebar). */
export const mobileNavOpenedAtom = atom(false);
