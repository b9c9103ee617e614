import * as z from 'zod/mini';
import { isText, NAME_MAX_LENGTH, NAME_MIN_LENGTH, namePartProblem, type TNameProblem } from './invitation-rules.js';

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const INVITATION_LANGUAGES = ['en', 'si', 'ta'] as const;

/** A tutor's plan includes up to this many students (spec §9). */
export const MAX_STUDENTS_PER_TUTOR = 50;
/** How long an invitation link stays valid. */
export const INVITATION_VALID_DAYS = 14;

const ZEmail = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  z.email({ message: 'Enter a valid e-mail address.' }),
);
const ZId = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/** `POST /api/tutors/students/invite` (spec §7); `language` is the tutor's UI language, used for the e-mail. */
export const ZInviteStudentRequest = z.object({
  email: ZEmail,
  tutorId: ZId,
  language: z._default(z.enum(INVITATION_LANGUAGES), 'en'),
});
export type TInviteStudentRequest = z.input<typeof ZInviteStudentRequest>;

export const ZInviteStudentResponse = z.object({
  message: z.string(),
  /**
   * The page the e-mailed link opens, without its token: only the invitee's inbox gets the link that
   * accepts (spec §7: the dialog clears the field when it is present).
   */
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
  invitedAt: z.nullable(z.string()),
  acceptedAt: z.nullable(z.string()),
  rejectedAt: z.nullable(z.string()),
  /** When the e-mailed link stops working: a PENDING invitation past it is shown as expired. */
  expiresAt: z.nullable(z.string()),
});
export type TInvitation = z.infer<typeof ZInvitation>;

const NAME_MESSAGES: Record<TNameProblem, string> = {
  tooShort: `must be at least ${NAME_MIN_LENGTH} characters`,
  tooLong: `must be at most ${NAME_MAX_LENGTH} characters`,
  notText: 'contains a character that is not text',
};
const ZNamePart = (label: string) =>
  z.string().check(
    z.trim(),
    z.superRefine((name, ctx) => {
      const problem = namePartProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${NAME_MESSAGES[problem]}` });
    }),
  );
const ZFirstName = ZNamePart('First name');
const ZLastName = ZNamePart('Last name');
const ZToken = z.string().check(z.minLength(10), z.maxLength(2048));

/**
 * `POST /api/students/onboard`: the token is the authority (the invitee has no account yet).
 * Either `firstName` + `lastName`, or spec §3's `{email, name, tutorId, invitationId}`; any of
 * those ids that is sent must match the token.
 */
export const ZOnboardRequest = z
  .object({
    token: ZToken,
    firstName: z.optional(ZFirstName),
    lastName: z.optional(ZLastName),
    name: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(NAME_MIN_LENGTH, 'Name must be at least 2 characters'),
          z.maxLength(121),
          z.refine(isText, 'Name contains a character that is not text'),
        ),
    ),
    email: z.optional(z.string().check(z.trim(), z.toLowerCase())),
    tutorId: z.optional(z.string()),
    invitationId: z.optional(z.string()),
    /** The student's own language on the invitation page, for the e-mails they get later (else the invitation's). */
    language: z.optional(z.enum(INVITATION_LANGUAGES)),
  })
  .check(
    z.refine((body) => body.name !== undefined || (body.firstName !== undefined && body.lastName !== undefined), {
      message: 'Enter your first and last name.',
      path: ['name'],
    }),
  );
export type TOnboardRequest = z.input<typeof ZOnboardRequest>;

export const ZOnboardResponse = z.object({ message: z.string(), redirectUrl: z.string() });
export type TOnboardResponse = z.infer<typeof ZOnboardResponse>;

/** `POST /api/invitations/reject-invitation` (spec §7) plus the token that proves the link. */
export const ZRejectInvitationRequest = z.object({ invitationId: ZId, token: ZToken });
export type TRejectInvitationRequest = z.infer<typeof ZRejectInvitationRequest>;

export const ZRejectInvitationResponse = z.object({ message: z.string() });
export type TRejectInvitationResponse = z.infer<typeof ZRejectInvitationResponse>;

export const ZTutorIdParams = z.object({ tutorId: ZId });
