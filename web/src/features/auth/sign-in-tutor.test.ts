import { signInWithPopup, signOut } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startTutorSession } from '@/features/auth/api/start-tutor-session';
import { signInTutorWithGoogle } from '@/features/auth/sign-in-tutor';
import { ApiError } from '@/lib/api-client';

vi.mock('@/lib/firebase', () => ({ auth: { name: 'test-auth' } }));
vi.mock('firebase/auth', () => ({
  GoogleAuthProvider: class {
    setCustomParameters() {}
  },
  signInWithPopup: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('@/features/auth/api/start-tutor-session', () => ({ startTutorSession: vi.fn() }));

const user = { getIdToken: vi.fn() };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(signInWithPopup).mockResolvedValue({ user } as never);
});

describe("the Teacher's Google sign-in", () => {
  it('signs the browser out again when the app refuses the account (a student’s), so no one is left in it', async () => {
    const refusal = new ApiError(403, 'permission-denied', 'This Google account is registered as a student.');
    vi.mocked(startTutorSession).mockRejectedValueOnce(refusal);
    await expect(signInTutorWithGoogle('monthly', null)).rejects.toBe(refusal);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('stays signed in when the teacher is accepted', async () => {
    vi.mocked(startTutorSession).mockResolvedValueOnce({
      tutor: { subscriptionStatus: 'ACTIVE', email: 'nimal@example.com' },
      refreshToken: false,
    } as never);
    await expect(signInTutorWithGoogle('monthly', null)).resolves.toBe('/tutor-dashboard/home');
    expect(signOut).not.toHaveBeenCalled();
  });
});
