/**
 * What the invitation page needs, free of zod so the page stays small: the name rule (the API's
 * schemas in ./invitations.ts apply the same function), reading the token and the Gmail check.
 */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;

/**
 * Not text in a name: a lone UTF-16 surrogate (Firebase Auth refuses it in a display name), control
 * characters (NUL, line breaks) and the bidirectional overrides and isolates that make a name read
 * differently from what it is. Joiners stay: Sinhala needs the zero-width joiner (ශ්‍රී).
 */
export const isText = (name: string) => !/[\p{Cs}\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(name);

export type TNameProblem = 'tooShort' | 'tooLong' | 'notText';

/** What is wrong with a first or last name once trimmed, or null when nothing is. */
export function namePartProblem(value: string): TNameProblem | null {
  const name = value.trim();
  if (name.length < NAME_MIN_LENGTH) return 'tooShort';
  if (name.length > NAME_MAX_LENGTH) return 'tooLong';
  return isText(name) ? null : 'notText';
}

/** Spec §4: Gmail addresses continue with Google sign-in after accepting; others sign in with an e-mailed code. */
export const isGmailAddress = (email: string) => /@(gmail|googlemail)\.com$/i.test(email.trim());

/**
 * Where an invited student signs in once the invitation is theirs (the accept answer's redirectUrl,
 * and the page's own way on when a reopened link was already accepted): Gmail users with Google,
 * everyone else with an e-mailed code from `/`.
 */
export function signInPathAfterAccepting(email: string): string {
  return isGmailAddress(email) ? `/student/oauth/redirect?${new URLSearchParams({ email }).toString()}` : '/';
}

/** What the invitation token carries; the page decodes it, the server verifies its signature and expiry. */
export interface TInvitationTokenPayload {
  email: string;
  tutorId: string;
  invitationId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function base64UrlToText(value: string): string {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads an invitation token without checking it (the page shows the e-mail from it; only the
 * server can verify the signature). Undefined when the token is not `payload.signature` with a
 * well-formed payload; other fields of the payload are dropped.
 */
export function decodeInvitationToken(token: string): TInvitationTokenPayload | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  try {
    const { email, tutorId, invitationId, exp } = JSON.parse(base64UrlToText(payload)) as Record<string, unknown>;
    if (typeof email !== 'string' || typeof tutorId !== 'string' || typeof invitationId !== 'string') return undefined;
    return Number.isSafeInteger(exp) ? { email, tutorId, invitationId, exp: exp as number } : undefined;
  } catch {
    return undefined;
  }
}
