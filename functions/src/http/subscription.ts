import type { NextFunction, Request, Response } from 'express';
import { toTutorProfile, tutorsCollection } from '../features/tutors/tutor-store.js';
import { callerOf } from './auth.js';
import { AppError } from './errors.js';

export const SUBSCRIPTION_REQUIRED = 'Your Tutorly subscription is not active. Renew it on the payment page to continue.';

/**
 * The calling tutor's subscription is ACTIVE and its paid period has not ended (spec §1: tutor
 * access depends on an active paid subscription). The browser only sends unpaid tutors to the
 * payment page; this is what stops one from using the paid features through the API.
 */
export async function requireActiveSubscription(req: Request, _res: Response, next: NextFunction) {
  const { uid } = callerOf(req);
  const tutor = await tutorsCollection().doc(uid).get();
  // The same reading of the profile the tutor sees (an ended period counts as INACTIVE).
  if (toTutorProfile(uid, tutor.data() ?? {}).subscriptionStatus !== 'ACTIVE')
    throw AppError.refusal('permission-denied', SUBSCRIPTION_REQUIRED, { reason: 'subscription-inactive' });
  next();
}
