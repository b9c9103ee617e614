/**
 * Fired on every 401 and when a session ages out: the app shows the Session Expired modal (spec §4).
 * Its own module, so that listening for it does not load the API client.
 */
export const SESSION_EXPIRED_EVENT = 'sessionExpired';
