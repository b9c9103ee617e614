import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAuthState } from '@/features/auth/auth-state';
import { StudentLoginButton } from '@/features/auth/components/student-login-button';
import { StudentLoginDialogHost } from '@/features/auth/components/student-login-dialog-host';
import { renderRoutes } from '@/testing/test-utils';

vi.mock('@/features/auth/sign-in-student', () => ({
  preloadFirebase: vi.fn(),
  signInStudentWithToken: vi.fn(),
  signInStudentWithGoogle: vi.fn(),
}));

function visit(path = '/') {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <StudentLoginButton label="Student" />
            <StudentLoginButton label="Student (closing call to action)" />
            <StudentLoginDialogHost />
          </>
        ),
      },
      { path: '/student-dashboard/home', element: <p>Student area</p> },
    ],
    path,
  );
}

// The dialog is a lazy chunk: load it once up front so the first test does not time out transforming it.
beforeAll(async () => {
  await import('@/features/auth/components/student-login-dialog');
});
beforeEach(() => sessionStorage.clear());

describe('StudentLoginButton', () => {
  it('opens the student login dialog', async () => {
    visit();
    fireEvent.click(screen.getByRole('button', { name: 'Student' }));
    expect(await screen.findByRole('dialog', { name: 'Student Login' })).toBeTruthy();
  });

  it('opens one dialog by itself when a student page sent the visitor to sign in', async () => {
    visit('/?redirect=%2Fstudent-dashboard%2Fcourses');
    expect(await screen.findAllByRole('dialog', { name: 'Student Login' })).toHaveLength(1);
  });

  it('goes straight to the student area when a student is signed in in this tab', async () => {
    saveAuthState({ userType: 'student', signedIn: true });
    visit();
    fireEvent.click(screen.getByRole('button', { name: 'Student' }));
    expect(await screen.findByText('Student area')).toBeTruthy();
  });
});
