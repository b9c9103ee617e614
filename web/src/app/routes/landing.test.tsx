import { Notifications, notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LandingRoute } from '@/app/routes/landing';
import { renderRoutes } from '@/testing/test-utils';

const visit = (url: string) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <LandingRoute />
          </>
        ),
      },
    ],
    url,
  );

describe('landing page after a failed sign-in', () => {
  // The notification store outlives a test's render.
  beforeEach(() => notifications.clean());

  it('says why in words, not the code, and drops the error from the address', async () => {
    const { location, go } = visit('/?error=access_denied&redirect=%2Fstudent-dashboard%2Fhome');
    expect(await screen.findByText('Sign-in failed')).toBeTruthy();
    expect(screen.getByText('Sign-in was cancelled or permission was not given. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/access_denied/)).toBeNull();
    // Gone from the address, so a reload does not say it again; other parameters stay.
    expect(location().search).toBe('?redirect=%2Fstudent-dashboard%2Fhome');
    // Replaced, not pushed: Back does not return to the address with the error and say it again.
    act(() => go(-1));
    expect(screen.getAllByText('Sign-in failed')).toHaveLength(1);
  });

  it('says something went wrong for a code it does not know', async () => {
    const { location } = visit('/?error=some_new_code');
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(screen.queryByText(/some_new_code/)).toBeNull();
    expect(location().search).toBe('');
  });
});
