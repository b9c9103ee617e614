import * as z from 'zod/mini';
import { ROLES } from '../roles.js';
import { ZEmailLanguage } from './email-language.js';
import { LOGIN_MESSAGES, loginCodeProblem, loginEmailProblem, type TLoginMessage } from './auth-rules.js';

/** Applies one of the shared rules, reporting its message. */
function rule(problem: (value: string) => TLoginMessage | null, missing: TLoginMessage) {
  return z.string({ error: LOGIN_MESSAGES[missing] }).check(
    z.superRefine((value, ctx) => {
      const found = problem(value);
      if (found) ctx.addIssue({ code: 'custom', message: LOGIN_MESSAGES[found] });
    }),
  );
}

/** Spec §5; stored lower-case. */
export const ZLoginEmail = z.pipe(
  rule(loginEmailProblem, 'emailRequired'),
  z.transform((email) => email.trim().toLowerCase()),
);
export const ZLoginCode = z.pipe(
  rule(loginCodeProblem, 'codeRequired'),
  z.transform((code) => code.trim()),
);

/** A path on this site (never another origin: it is where the browser goes after sign-in). */
export const ZSameSitePath = z
  .string()
  .check(z.maxLength(2000), z.regex(/^\/(?![/\\])/, 'must be a path on this site, such as /student-dashboard/home'));

/** `POST /api/students/login/request-login-code` (spec §7). */
export const ZRequestLoginCodeRequest = z.object({
  email: ZLoginEmail,
  /** Where the student lands after verifying the code; echoed back by the verification. */
  redirectUri: z.optional(ZSameSitePath),
  /** The UI language, for the e-mail. */
  language: z._default(ZEmailLanguage, 'en'),
});
export type TRequestLoginCodeRequest = z.input<typeof ZRequestLoginCodeRequest>;

/**
 * The same answer whether or not a student uses the address (no account enumeration). `attempt`
 * goes back with the code: only the sign-in that asked for a code can try it.
 */
export const ZRequestLoginCodeResponse = z.object({ sent: z.literal(true), email: z.string(), attempt: z.string() });
export type TRequestLoginCodeResponse = z.infer<typeof ZRequestLoginCodeResponse>;

/** `POST /api/students/login/verify-login-code`. */
export const ZVerifyLoginCodeRequest = z.object({
  email: ZLoginEmail,
  code: ZLoginCode,
  /**
   * From the request's answer (18 random bytes, base64url: login-code.ts newAttempt). Optional: a
   * page loaded before it existed is told its code has expired, in its own words, and asks again.
   */
  attempt: z.optional(z.string().check(z.regex(/^[\w-]{24}$/, 'Request a new code.'))),
});
export type TVerifyLoginCodeRequest = z.input<typeof ZVerifyLoginCodeRequest>;

/** A Firebase custom token (about an hour, single purpose) the browser exchanges with signInWithCustomToken. */
export const ZVerifyLoginCodeResponse = z.object({
  customToken: z.string(),
  redirectUri: z.nullable(ZSameSitePath),
});
export type TVerifyLoginCodeResponse = z.infer<typeof ZVerifyLoginCodeResponse>;

/** `POST /api/auth/student/session`, after a student's Google sign-in. */
export const ZStudentSessionResponse = z.object({ ok: z.literal(true) });
export type TStudentSessionResponse = z.infer<typeof ZStudentSessionResponse>;

/** `GET /api/auth/session`: the server's view of the caller's session (checked on every app load). */
export const ZSessionResponse = z.object({
  uid: z.string(),
  role: z.nullable(z.enum(ROLES)),
  /** When the API stops accepting this sign-in (MAX_SESSION_DAYS after it), ISO 8601. */
  expiresAt: z.string(),
  /** The server's time of this answer, ISO 8601: the app counts down on its own clock, whatever that says. */
  now: z.string(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
