import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../../support/admin.ts';
import { signInWithGoogle, uniqueEmail } from '../../support/auth.ts';

/** A Google account with a paid-up tutor profile, as a returning tutor would have. */
export async function createActiveTutor(name: string, emailPrefix = 'e2e-tutor') {
  const user = await signInWithGoogle(uniqueEmail(emailPrefix), name);
  await adminAuth.setCustomUserClaims(user.uid, { role: 'tutor' });
  await adminDb.doc(`tutors/${user.uid}`).set({
    name,
    email: user.email,
    avatarUrl: '',
    subscriptionStatus: 'ACTIVE',
    subscriptionPlan: 'monthly',
    subscriptionEndDate: Timestamp.fromMillis(Date.now() + 30 * 24 * 3600 * 1000),
    studentCount: 0,
    courseCount: 0,
    lessonCount: 0,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return user;
}
