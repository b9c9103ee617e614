import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OAuthRedirect } from '@/features/auth/components/oauth-redirect';
import { signInStudentWithGoogle } from '@/features/auth/sign-in-student';
import { signInWithLinkToken, WrongAreaError } from '@/features/auth/sign-in-with-link';
import { renderRoutes } from '@/testing/test-utils';

vi.mock('@/features/auth/sign-in-student', () => ({ signInStudentWithGoogle: vi.fn() }));
vi.mock('@/features/auth/sign-in-with-link', () => ({
  signInWithLinkToken: vi.fn(),
  WrongAreaError: class extends Error {},
}));

function Home() {
  const error = new URLSearchParams(useLocation().search).get('error');
  return <p>{error ? `Home, error: ${error}` : 'Home'}</p>;
}

function visit(url: string) {
  return renderRoutes(
    [
      { path: '/tutor/oauth/redirect', element: <OAuthRedirect role="tutor" /> },
      { path: '/student/oauth/redirect', element: <OAuthRedirect role="student" /> },
      { path: '/', element: <Home /> },
      { path: '/student-dashboard/home', element: <p>Student area</p> },
      { path: '/payment', element: <p>Payment page</p> },
    ],
    url,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('sign-in redirect routes', () => {
  it('exchanges a token once, drops it from the address, and goes on', async () => {
    vi.mocked(signInWithLinkToken).mockResolvedValueOnce('/payment?plan=monthly&email=a%40b.c');
    const { location } = visit('/tutor/oauth/redirect?token=abc.def');
    expect(location().search).toBe('');
    expect(await screen.findByText('Payment page')).toBeTruthy();
    expect(signInWithLinkToken).toHaveBeenCalledTimes(1);
    expect(signInWithLinkToken).toHaveBeenCalledWith('tutor', 'abc.def');
  });

  it('goes to / with the error', async () => {
    visit('/student/oauth/redirect?error=access_denied');
    expect(await screen.findByText('Home, error: access_denied')).toBeTruthy();
    expect(signInWithLinkToken).not.toHaveBeenCalled();
  });

  // The landing page says each code in the visitor's language (landing.test.tsx).
  it('refuses a link for the other area with its own code', async () => {
    vi.mocked(signInWithLinkToken).mockRejectedValueOnce(new WrongAreaError());
    visit('/student/oauth/redirect?token=tutor-token');
    expect(await screen.findByText('Home, error: wrong_area')).toBeTruthy();
  });

  it('passes on the code a failed token sign-in gave', async () => {
    vi.mocked(signInWithLinkToken).mockRejectedValueOnce(
      Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }),
    );
    visit('/tutor/oauth/redirect?token=abc.def');
    expect(await screen.findByText('Home, error: auth/network-request-failed')).toBeTruthy();
  });

  it('restarts Google sign-in for a student e-mail without a token', async () => {
    vi.mocked(signInStudentWithGoogle).mockRejectedValueOnce(Object.assign(new Error('blocked'), { code: 'auth/popup-blocked' }));
    visit('/student/oauth/redirect?email=amaya%40example.com');
    expect(await screen.findByText('Sign in with the Google account for amaya@example.com.')).toBeTruthy();
    expect(signInStudentWithGoogle).toHaveBeenCalledWith('amaya@example.com');
    // The automatic popup was blocked: one click continues, and nothing alarming is shown.
    expect(screen.queryByRole('alert')).toBeNull();
    vi.mocked(signInStudentWithGoogle).mockResolvedValueOnce();
    screen.getByRole('button', { name: 'Continue with Google' }).click();
    expect(await screen.findByText('Student area')).toBeTruthy();
  });

  it('goes to / when there is nothing to act on', async () => {
    visit('/tutor/oauth/redirect?email=kavya%40example.com');
    expect(await screen.findByText('Home')).toBeTruthy();
  });
});
