import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../../support/admin.ts';
import { callApi } from '../../support/api.ts';
import { paidUp } from '../../support/people.ts';
import { refreshIdToken, signInWithGoogle, uniqueEmail, type TestUser } from '../../support/auth.ts';

/** The callers every route is tried with. */
export const CALLERS = ['none', 'expired', 'student', 'owner', 'otherTutor'] as const;
export type Caller = (typeof CALLERS)[number];

export interface Cast {
  /** A tutor with an active subscription: the one whose data the routes are called about. */
  owner: TestUser;
  /** Another tutor with an active subscription. */
  otherTutor: TestUser;
  /** A student enrolled with the owner. */
  student: TestUser;
  /** The owner's ID token re-issued with an `exp` in the past. */
  expiredToken: string;
}

/**
 * An emulator ID token with some claims replaced. The Auth emulator issues unsigned JWTs
 * (`alg: none`) and the Admin SDK, on the emulator, checks everything but the signature, so a
 * re-encoded token is exactly what the emulator would have issued with those claims.
 */
export function reissue(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url')}.`;
}

/** An expired copy of `idToken`: issued two hours ago, expired one hour ago. */
export function expire(idToken: string): string {
  const now = Math.floor(Date.now() / 1000);
  return reissue(idToken, { iat: now - 7200, exp: now - 3600 });
}

/** A tutor as after their first Google sign-in (the real session route), then paid up. */
async function activeTutor(label: string): Promise<TestUser> {
  let user = await signInWithGoogle(uniqueEmail(`adv-${label}`), `Adversarial ${label}`);
  const session = await callApi('/auth/tutor/session', { method: 'POST', token: user.idToken });
  if (session.status !== 200) throw new Error(`tutor session for ${label}: ${session.status} ${session.text}`);
  user = await refreshIdToken(user);
  await adminDb.doc(`tutors/${user.uid}`).update(paidUp());
  return user;
}

/** A student enrolled with `tutor`, shaped as docs/data-model.md describes. */
async function enrolledStudent(tutor: TestUser): Promise<TestUser> {
  let user = await signInWithGoogle(uniqueEmail('adv-student'), 'Adversarial Student');
  await adminAuth.setCustomUserClaims(user.uid, { role: 'student' });
  user = await refreshIdToken(user);
  const now = Timestamp.now();
  const profile = { name: 'Adversarial Student', email: user.email, phone: '', avatarUrl: '/default-avatar.svg' };
  await adminDb.doc(`students/${user.uid}`).set({ ...profile, createdAt: now, lastActive: now });
  await adminDb.doc(`tutors/${tutor.uid}/students/${user.uid}`).set({
    ...profile,
    status: 'active',
    inviteStatus: 'accepted',
    enrolledAt: now,
    lastActive: now,
    progress: 0,
    enrolledCourses: [],
  });
  return user;
}

export async function createCast(): Promise<Cast> {
  const [owner, otherTutor] = await Promise.all([activeTutor('owner'), activeTutor('other')]);
  const student = await enrolledStudent(owner);
  return { owner, otherTutor, student, expiredToken: expire(owner.idToken) };
}

/** The bearer token each caller sends (none for `none`). */
export function tokenOf(cast: Cast, caller: Caller): string | undefined {
  switch (caller) {
    case 'none':
      return undefined;
    case 'expired':
      return cast.expiredToken;
    default:
      return cast[caller].idToken;
  }
}

/** Everyone whose data a request could touch. */
export function castUids(cast: Cast): string[] {
  return [cast.owner.uid, cast.otherTutor.uid, cast.student.uid];
}
