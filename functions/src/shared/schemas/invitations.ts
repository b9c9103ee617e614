import { z } from 'zod';

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const INVITATION_LANGUAGES = ['en', 'si', 'ta'] as const;

/** A tutor's plan includes up to this many students (spec §9). */
export const MAX_STUDENTS_PER_TUTOR = 50;
/** How long an invitation link stays valid. */
export const INVITATION_VALID_DAYS = 14;

const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));
const ZId = z.string().trim().min(1).max(128);

/** `POST /api/tutors/students/invite` (spec §7); `language` is the tutor's UI language, used for the e-mail. */
export const ZInviteStudentRequest = z.object({
  email: ZEmail,
  tutorId: ZId,
  language: z.enum(INVITATION_LANGUAGES).default('en'),
});
export type TInviteStudentRequest = z.input<typeof ZInviteStudentRequest>;

export const ZInviteStudentResponse = z.object({
  message: z.string(),
  /** The accept link that was e-mailed (spec §7: the dialog clears the field when it is present). */
  link: z.string(),
  invitationId: z.string(),
  /** True when a pending invitation to the same address was sent again instead of a new one. */
  resent: z.boolean(),
});
export type TInviteStudentResponse = z.infer<typeof ZInviteStudentResponse>;

/** One row of the tutor's Invitation History (dates as ISO strings). */
export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  invitedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** What the invitation token carries; the page decodes it, the server verifies its signature and expiry. */
export const ZInvitationTokenPayload = z.object({
  email: z.string(),
  tutorId: z.string(),
  invitationId: z.string(),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
});
export type TInvitationTokenPayload = z.infer<typeof ZInvitationTokenPayload>;

export const NAME_MIN_LENGTH = 2;
/** A lone UTF-16 surrogate is not text: Firebase Auth refuses it in a display name. */
const isText = (name: string) => !/\p{Cs}/u.test(name);
const ZNamePart = (label: string) =>
  z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, `${label} must be at least ${NAME_MIN_LENGTH} characters`)
    .max(60, `${label} must be at most 60 characters`)
    .refine(isText, `${label} contains a character that is not text`);
export const ZFirstName = ZNamePart('First name');
export const ZLastName = ZNamePart('Last name');
const ZToken = z.string().min(10).max(2048);

/**
 * `POST /api/students/onboard`: the token is the authority (the invitee has no account yet).
 * Either `firstName` + `lastName`, or spec §3's `{email, name, tutorId, invitationId}`; any of
 * those ids that is sent must match the token.
 */
export const ZOnboardRequest = z
  .object({
    token: ZToken,
    firstName: ZFirstName.optional(),
    lastName: ZLastName.optional(),
    name: z
      .string()
      .trim()
      .min(NAME_MIN_LENGTH, 'Name must be at least 2 characters')
      .max(121)
      .refine(isText, 'Name contains a character that is not text')
      .optional(),
    email: z.string().trim().toLowerCase().optional(),
    tutorId: z.string().optional(),
    invitationId: z.string().optional(),
  })
  .refine((body) => body.name !== undefined || (body.firstName !== undefined && body.lastName !== undefined), {
    message: 'Enter your first and last name.',
    path: ['name'],
  });
export type TOnboardRequest = z.input<typeof ZOnboardRequest>;

export const ZOnboardResponse = z.object({ message: z.string(), redirectUrl: z.string() });
export type TOnboardResponse = z.infer<typeof ZOnboardResponse>;

/** `POST /api/invitations/reject-invitation` (spec §7) plus the token that proves the link. */
export const ZRejectInvitationRequest = z.object({ invitationId: ZId, token: ZToken });
export type TRejectInvitationRequest = z.infer<typeof ZRejectInvitationRequest>;

export const ZRejectInvitationResponse = z.object({ message: z.string() });
export type TRejectInvitationResponse = z.infer<typeof ZRejectInvitationResponse>;

/** Spec §4: Gmail addresses continue with Google sign-in after accepting; others sign in with an e-mailed code. */
export const isGmailAddress = (email: string) => /@(gmail|googlemail)\.com$/i.test(email.trim());

export const ZTutorIdParams = z.object({ tutorId: ZId });

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
 * well-formed payload.
 */
export function decodeInvitationToken(token: string): TInvitationTokenPayload | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  try {
    const parsed = ZInvitationTokenPayload.safeParse(JSON.parse(base64UrlToText(payload)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
