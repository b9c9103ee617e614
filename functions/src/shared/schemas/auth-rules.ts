/**
 * The login form's rules (spec §5), free of zod so the web dialog stays small; the API's schemas
 * in ./auth.ts apply the same functions. Messages are the spec's wording; the web app shows each
 * in the user's language by its key.
 */
export const LOGIN_CODE_LENGTH = 6;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  codeRequired: 'Verification code is required',
  codeLength: 'Code must be 6 digits',
} as const;
export type TLoginMessage = keyof typeof LOGIN_MESSAGES;

/**
 * One mailbox: the spec's simple pattern "non-space, at sign, non-space", without the characters
 * that make a mail library read an address list or a display name (`a@x.lk,b@y.lk`,
 * `a@x.lk<b@y.lk>`), which would send the code's e-mail to addresses nobody asked about.
 */
const ONE_MAILBOX = /^[^\s@,;<>()"\\[\]]+@[^\s@,;<>()"\\[\]]+$/;

/** Required, then one mailbox (above). */
export function loginEmailProblem(value: string): TLoginMessage | null {
  const email = value.trim();
  if (!email) return 'emailRequired';
  return email.length > 254 || !ONE_MAILBOX.test(email) ? 'emailInvalid' : null;
}

/** Required, then exactly six digits. */
export function loginCodeProblem(value: string): TLoginMessage | null {
  const code = value.trim();
  if (!code) return 'codeRequired';
  return new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`).test(code) ? null : 'codeLength';
}
