import type { UserRecord } from 'firebase-admin/auth';
import { AppError } from '../../http/errors.js';
import { auth } from '../../lib/firebase.js';

async function userByEmail(email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/** A student account for the invitee, and how to take back what getting it changed. */
export interface StudentAccount {
  uid: string;
  /** Deletes the account if this request created it, or gives back the claims it replaced; nothing for a student already. */
  undo: () => Promise<void>;
}

async function makeStudent(user: UserRecord): Promise<StudentAccount> {
  const role: unknown = user.customClaims?.role;
  if (role === 'tutor') {
    throw AppError.refusal(
      'failed-precondition',
      'This e-mail address belongs to a teacher account and cannot join as a student.',
      { reason: 'teacher-cannot-join' },
    );
  }
  if (role !== 'student') await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'student' });
  // The invitation reached this inbox, which proves the address.
  if (!user.emailVerified) await auth.updateUser(user.uid, { emailVerified: true });
  const undo = async () => {
    if (role !== 'student') await auth.setCustomUserClaims(user.uid, user.customClaims ?? null);
  };
  return { uid: user.uid, undo };
}

/**
 * The uid of the student account for `email`: an existing account is reused (a student of another
 * tutor, or someone who signed in before), otherwise one is created with a verified e-mail.
 * Teacher accounts are refused: one address, one role.
 */
export async function findOrCreateStudentAccount(email: string, name: string): Promise<StudentAccount> {
  const existing = await userByEmail(email);
  if (existing) return makeStudent(existing);
  try {
    const created = await auth.createUser({ email, emailVerified: true, displayName: name });
    await auth.setCustomUserClaims(created.uid, { role: 'student' });
    return { uid: created.uid, undo: () => auth.deleteUser(created.uid) };
  } catch (error) {
    // Two accepts of the same address at once: the other request created it first.
    if ((error as { code?: string }).code !== 'auth/email-already-exists') throw error;
    const winner = await userByEmail(email);
    if (!winner) throw error;
    return makeStudent(winner);
  }
}
