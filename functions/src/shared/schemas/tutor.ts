import * as z from 'zod/mini';
import { ZEmailLanguage } from './email-language.js';

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'INACTIVE', 'PAST_DUE', 'CANCELLED'] as const;
export const PLANS = ['monthly', 'annual'] as const;

export const ZPlan = z.enum(PLANS);
export type TPlan = z.infer<typeof ZPlan>;

/** A tutor as the API returns it (dates as ISO strings). */
export const ZTutorProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionPlan: z.nullable(ZPlan),
  subscriptionEndDate: z.nullable(z.string()),
});
export type TTutorProfile = z.infer<typeof ZTutorProfile>;

export const ZTutorParams = z.object({ tutorId: z.string().check(z.minLength(1), z.maxLength(128)) });

/**
 * Body of `POST /api/auth/tutor/session`: the UI language, which the tutor's e-mails (access
 * reminders) are then written in. Optional: a caller that does not say keeps the one stored.
 */
export const ZTutorSessionRequest = z.object({ language: z.optional(ZEmailLanguage) });
export type TTutorSessionRequest = z.input<typeof ZTutorSessionRequest>;

/** Answer of `POST /api/auth/tutor/session`, called after every tutor Google sign-in. */
export const ZTutorSessionResponse = z.object({
  tutor: ZTutorProfile,
  /** True when the role claim was just set: the browser must refresh its ID token. */
  refreshToken: z.boolean(),
});
export type TTutorSessionResponse = z.infer<typeof ZTutorSessionResponse>;
