import { atom } from 'jotai';

/** Below Mantine's `sm` breakpoint (768 px) the sidebar is a slide-in panel. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** The slide-in navigation under 768 px: open or closed (the guided tour opens it to point at the sidebar). */
export const mobileNavOpenedAtom = atom(false);
