import type { UserRecord } from 'firebase-admin/auth';
import { auth, db } from '../../lib/firebase.js';

async function studentUser(uid: string): Promise<UserRecord | null> {
  const user = await auth.getUser(uid).catch(() => null);
  return user && !user.disabled && user.customClaims?.role === 'student' ? user : null;
}

/**
 * A student who accepted an invitation: a `students/{uid}` profile whose Auth user carries the
 * `student` claim and is enabled; its uid. Found through the profile's e-mail (stored lower-case).
 */
export async function findOnboardedStudent(email: string): Promise<string | null> {
  const profiles = await db.collection('students').where('email', '==', email.toLowerCase()).limit(5).get();
  for (const profile of profiles.docs) {
    if (await studentUser(profile.id)) return profile.id;
  }
  return null;
}

export async function isOnboardedStudent(uid: string): Promise<boolean> {
  const [profile, user] = await Promise.all([db.collection('students').doc(uid).get(), studentUser(uid)]);
  return profile.exists && user !== null;
}
