import { atom } from 'jotai';

/**
 * Whether the student login dialog is open. The landing page has several Student buttons (header,
 * closing call to action) but one dialog, owned by `StudentLoginDialogHost`.
 */
export const studentLoginOpenAtom = atom(false);
