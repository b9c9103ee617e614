import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './admin.ts';
import { uniqueEmail } from './auth.ts';

export interface TestStudent {
  uid: string;
  email: string;
  name: string;
}

/**
 * A student who accepted an invitation, as onboarding leaves them: an e-mail account (no sign-in
 * provider) with the `student` claim and a `students/{uid}` profile.
 */
export async function createOnboardedStudent(name = 'Nadeesha Perera', email = uniqueEmail('student')): Promise<TestStudent> {
  const user = await adminAuth.createUser({ email, emailVerified: true, displayName: name });
  await adminAuth.setCustomUserClaims(user.uid, { role: 'student' });
  await adminDb.doc(`students/${user.uid}`).set({
    name,
    email,
    phone: '',
    avatarUrl: '',
    createdAt: Timestamp.now(),
    lastActive: Timestamp.now(),
  });
  return { uid: user.uid, email, name };
}

/** A client address of its own (benchmarking range 198.18.0.0/15), so each test has its own per-address limit. */
export function fakeClientIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${octet()}.${octet()}`;
}
