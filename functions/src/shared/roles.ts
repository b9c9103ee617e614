/** The custom claim `role` on a Firebase Auth user; set only by the server. */
export const ROLES = ['tutor', 'student'] as const;
export type TRole = (typeof ROLES)[number];
