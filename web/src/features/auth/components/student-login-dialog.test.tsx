import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestLoginCode } from '@/features/auth/api/request-login-code';
import { verifyLoginCode } from '@/features/auth/api/verify-login-code';
import { StudentLoginDialog } from '@/features/auth/components/student-login-dialog';
import { signInStudentWithGoogle, signInStudentWithToken } from '@/features/auth/sign-in-student';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';

vi.mock('@/features/auth/api/request-login-code', () => ({ requestLoginCode: vi.fn() }));
vi.mock('@/features/auth/api/verify-login-code', () => ({ verifyLoginCode: vi.fn() }));
vi.mock('@/features/auth/sign-in-student', () => ({
  preloadFirebase: vi.fn(),
  signInStudentWithToken: vi.fn(),
  signInStudentWithGoogle: vi.fn(),
}));
const { showNotification } = vi.hoisted(() => ({ showNotification: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: showNotification } }));

/** A promise the test settles when it wants, to see the loading labels. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function open(props: { email?: string; lockEmail?: boolean } = {}, path = '/') {
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      { path: '/', element: <StudentLoginDialog opened onClose={onClose} {...props} /> },
      { path: '/student-dashboard/*', element: <p>Student area</p> },
    ],
    path,
  );
  return { onClose, ...view };
}

const emailInput = () => screen.getByLabelText('Email address');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function reachCodeStep(email = 'amaya@example.com') {
  vi.mocked(requestLoginCode).mockResolvedValueOnce({ sent: true, email, attempt: 'attempt-1' });
  type(emailInput(), email);
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByText(`We sent a 6-digit code to ${email}. It expires in 10 minutes.`);
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('StudentLoginDialog, step 1', () => {
  it('checks the e-mail with the spec’s messages before sending anything', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    type(emailInput(), 'amaya at example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(requestLoginCode).not.toHaveBeenCalled();
  });

  it("shows 'Sending Code...' while the code is requested, then where it went", async () => {
    open();
    const pending = deferred<{ sent: true; email: string; attempt: string }>();
    vi.mocked(requestLoginCode).mockReturnValueOnce(pending.promise);
    type(emailInput(), ' Amaya@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const sending = await screen.findByRole('button', { name: 'Sending Code...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(requestLoginCode).toHaveBeenCalledWith({
      email: 'Amaya@Example.com',
      redirectUri: '/student-dashboard/home',
      language: 'en',
    });
    await act(async () => {
      pending.resolve({ sent: true, email: 'amaya@example.com', attempt: 'attempt-1' });
      await pending.promise;
    });
    expect(await screen.findByText('We sent a 6-digit code to amaya@example.com. It expires in 10 minutes.')).toBeTruthy();
  });

  it("toasts 'Something Went Wrong!!' / 'Failed to send code' when the request fails", async () => {
    open();
    vi.mocked(requestLoginCode).mockRejectedValueOnce(new ApiError(503, 'unavailable', 'mail down'));
    type(emailInput(), 'amaya@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() =>
      expect(showNotification).toHaveBeenCalledWith({
        color: 'red',
        title: 'Something Went Wrong!!',
        message: 'Failed to send code',
      }),
    );
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy();
  });

  it('can be opened prefilled and locked to an e-mail', () => {
    open({ email: 'invited@example.com', lockEmail: true });
    const input = screen.getByLabelText<HTMLInputElement>('Email address');
    expect(input.value).toBe('invited@example.com');
    expect(input.disabled).toBe(true);
  });

  it('tells a Google account nobody invited to ask the tutor', async () => {
    open();
    vi.mocked(signInStudentWithGoogle).mockRejectedValueOnce(new ApiError(403, 'permission-denied', 'not a student'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toContain('ask your tutor to invite you');
  });

  it('goes to the student area after a Google sign-in', async () => {
    const { onClose } = open();
    vi.mocked(signInStudentWithGoogle).mockResolvedValueOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Student area')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('StudentLoginDialog, step 2', () => {
  it('accepts at most 6 digits and checks the code with the spec’s messages', async () => {
    open();
    await reachCodeStep();
    const code = screen.getByLabelText<HTMLInputElement>('Verification code');
    expect(code.maxLength).toBe(6);
    type(code, '12a3-45678');
    expect(code.value).toBe('123456');

    type(code, '');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Verification code is required')).toBeTruthy();
    type(code, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Code must be 6 digits')).toBeTruthy();
    expect(verifyLoginCode).not.toHaveBeenCalled();
  });

  it("shows 'Verifying...', signs in with the custom token and goes where the student was headed", async () => {
    const { onClose } = open({}, '/?redirect=%2Fstudent-dashboard%2Fcourses');
    await reachCodeStep();
    const pending = deferred<{ customToken: string; redirectUri: string | null }>();
    vi.mocked(verifyLoginCode).mockReturnValueOnce(pending.promise);
    type(screen.getByLabelText('Verification code'), '042917');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeTruthy();
    // With the request's attempt: only this dialog can try the code.
    expect(verifyLoginCode).toHaveBeenCalledWith({ email: 'amaya@example.com', code: '042917', attempt: 'attempt-1' });
    await act(async () => {
      pending.resolve({ customToken: 'custom-token', redirectUri: '/student-dashboard/courses' });
      await pending.promise;
    });
    expect(await screen.findByText('Student area')).toBeTruthy();
    expect(signInStudentWithToken).toHaveBeenCalledWith('custom-token');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when a code is wrong or no longer usable', async () => {
    open();
    await reachCodeStep();
    type(screen.getByLabelText('Verification code'), '111111');
    // As the API client words the server's refusal: in the student's language, with the tries left.
    vi.mocked(verifyLoginCode).mockRejectedValueOnce(
      new ApiError(400, 'invalid-argument', i18n.t('errors.reasons.wrong-login-code', { triesLeft: '4' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('That code is not right. Tries left: 4.')).toBeTruthy();
    vi.mocked(verifyLoginCode).mockRejectedValueOnce(new ApiError(409, 'failed-precondition', 'used'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(/^This code has expired, was already used/)).toBeTruthy();
    expect(signInStudentWithToken).not.toHaveBeenCalled();
  });

  it('goes Back to step 1 with the e-mail kept', async () => {
    open();
    await reachCodeStep('kept@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('kept@example.com');
  });
});

describe('StudentLoginDialog, focus between the steps', () => {
  /** A click as a user makes it: the button takes focus first (fireEvent.click alone leaves focus where it was). */
  const press = (button: HTMLElement) => {
    button.focus();
    fireEvent.click(button);
  };

  it('puts focus in the code field after Send Code, and back in the e-mail field after Back', async () => {
    vi.mocked(requestLoginCode).mockResolvedValueOnce({ sent: true, email: 'amaya@example.com', attempt: 'attempt-1' });
    open();
    await waitFor(() => expect(document.activeElement).toBe(emailInput()));
    type(emailInput(), 'amaya@example.com');
    press(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Verification code')));
    press(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement).toBe(emailInput()));
  });

  it('focuses Send Code when the e-mail is locked, on opening and after Back', async () => {
    vi.mocked(requestLoginCode).mockResolvedValueOnce({ sent: true, email: 'invited@example.com', attempt: 'attempt-1' });
    open({ email: 'invited@example.com', lockEmail: true });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send Code' })));
    press(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Verification code')));
    press(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send Code' })));
  });
});
