import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { UnsavedPage } from '@/testing/unsaved-page';
import { GuidedTour } from './guided-tour';

// The runner itself (react-joyride) is beside the point: whether the tour runs is.
vi.mock('./tour-runner', () => ({ default: () => <p>Tour running</p> }));

/** A dashboard that can be left (as logging out does) and another one opened in the same tab. */
function Tab() {
  const [dashboard, setDashboard] = useState<'tutor' | 'student' | null>('tutor');
  return (
    <>
      <button type="button" onClick={() => setDashboard(null)}>
        Log out
      </button>
      <button type="button" onClick={() => setDashboard('student')}>
        Student signs in
      </button>
      {dashboard && <GuidedTour key={dashboard} role={dashboard} homePath={`/${dashboard}`} />}
    </>
  );
}

describe('GuidedTour', () => {
  afterEach(() => localStorage.clear());

  it('ends a running tour when its dashboard goes (logout): the next dashboard in the tab does not start it', async () => {
    // Both roles' tours finished in this browser: nothing starts by itself.
    localStorage.setItem('tutorTourCompleted', 'true');
    localStorage.setItem('studentTourCompleted', 'true');
    renderRoutes([{ path: '*', element: <Tab /> }], '/tutor');
    fireEvent.click(screen.getByRole('button', { name: 'Start Dashboard Tour' }));
    expect(await screen.findByText('Tour running')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.queryByText('Tour running')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Student signs in' }));
    await screen.findByRole('button', { name: 'Start Dashboard Tour' });
    // Give a wrongly restarted runner (lazy) the time to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Tour running')).toBeNull();
  });

  it('asks before leaving a page with unsaved work for the tour on the home screen, and stays when told to', async () => {
    localStorage.setItem('tutorTourCompleted', 'true');
    const { location } = renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <UnsavedPage />
              <GuidedTour role="tutor" homePath="/tutor" />
            </>
          ),
        },
      ],
      '/tutor/lessons/new',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start Dashboard Tour' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(location().pathname).toBe('/tutor/lessons/new');
    expect(screen.queryByText('Tour running')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start Dashboard Tour' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(location().pathname).toBe('/tutor');
    expect(await screen.findByText('Tour running')).toBeTruthy();
  });
});
