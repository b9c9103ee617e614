/**
 * Fired on every 401 and when a session ages out: the app shows the Session Expired modal (spec §4).
 * Its own module, so that listening for it does not load the API client.
 */
export const SESSION_EXPIRED_EVENT = 'sessionExpired';

/**
 * True from a deliberate logout in this tab until the next signed-in page: that sign-out is not a
 * lost session, and RequireRole's SendHome goes plainly home. Kept here, with the app shell, so the
 * guard on every signed-in page does not load logout() (a chunk of its own) to read it.
 */
let loggingOut = false;
export const isLoggingOut = () => loggingOut;
export const markLoggingOut = () => void (loggingOut = true);
export const signedInAgain = () => void (loggingOut = false);
