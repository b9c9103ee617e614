/**
 * Where the tutor home's answer comes from: a change to what it counts invalidates this prefix. On
 * its own so that the pages making those changes do not load the home's answer schema with it.
 */
export const TUTOR_HOME_PATH = '/tutors/dashboard';
