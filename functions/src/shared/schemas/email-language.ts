import * as z from 'zod/mini';

/**
 * The languages e-mails are written in (the web app's UI languages). A module of its own: the
 * tutor's schemas need it, and the tutor home, which loads them, should not load the sign-in rules.
 */
export const EMAIL_LANGUAGES = ['en', 'si', 'ta'] as const;
export const ZEmailLanguage = z.enum(EMAIL_LANGUAGES);
export type TEmailLanguage = z.infer<typeof ZEmailLanguage>;
