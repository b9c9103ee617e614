import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TeacherSignInButton } from '@/features/auth/components/teacher-sign-in-button';
import { signInTutorWithGoogle } from '@/features/auth/sign-in-tutor';
import { renderRoutes } from '@/testing/test-utils';

vi.mock('@/features/auth/sign-in-tutor', () => ({
  signInTutorWithGoogle: vi.fn(),
  isCancelledSignIn: (error: { code?: string }) => error.code === 'auth/popup-closed-by-user',
}));

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function clickSignIn() {
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <Notifications />
          <TeacherSignInButton label="Teacher" />
        </>
      ),
    },
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Teacher' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  // The notification store outlives a test's render.
  notifications.clean();
});

describe("Teacher's sign-in button", () => {
  it.each([
    ['auth/internal-error', 'The sign-in service had a problem. Please try again in a moment.'],
    ['auth/network-request-failed', 'Could not reach the sign-in service. Check your internet connection and try again.'],
    ['auth/popup-blocked', 'Popup blocked, Please allow popups for this site'],
    ['auth/some-new-code', 'Something went wrong, please try again'],
  ])('says what %s means, never the raw error', async (code, message) => {
    vi.mocked(signInTutorWithGoogle).mockRejectedValueOnce(firebaseError(code));
    clickSignIn();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Sign-in failed')).toBeTruthy();
    expect(screen.queryByText(/Firebase: Error/)).toBeNull();
  });

  it('says nothing when the tutor closes the Google window', async () => {
    vi.mocked(signInTutorWithGoogle).mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
    clickSignIn();
    expect(await screen.findByRole('button', { name: 'Teacher' })).toBeTruthy();
    await vi.waitFor(() => expect(signInTutorWithGoogle).toHaveBeenCalled());
    expect(screen.queryByText('Sign-in failed')).toBeNull();
  });
});
