import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardLayout } from './dashboard-layout';
import { renderRoutes } from '@/testing/test-utils';

const renderLayout = (props: { name?: string; nameFailed?: boolean }) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <DashboardLayout
          navItems={[]}
          roleLabel="Student"
          name={props.name}
          nameFailed={props.nameFailed}
          avatarUrl={undefined}
          search={null}
          notifications={null}
          tour={null}
          profileTourId="step-6"
        />
      ),
    },
  ]);

// The sidebar's profile button is named by what it shows: "Log out <name> <role>".
const profileButton = () => screen.getByRole('button', { name: /^Log out/ });

describe('the sidebar profile', () => {
  it('shows the name and the role', () => {
    renderLayout({ name: 'Kamal Silva' });
    expect(profileButton().textContent).toBe('Log outKamal SilvaStudent');
  });

  it('says Loading... while the profile loads', () => {
    renderLayout({});
    expect(profileButton().textContent).toBe('Log outLoading...Student');
  });

  it('names the user by their role, once, when the profile cannot be loaded', () => {
    renderLayout({ nameFailed: true });
    expect(profileButton().textContent).toBe('Log outStudent');
  });
});

describe('the header’s tour anchor', () => {
  it('covers the search as well as the notifications: the tutor tour’s "Search and notifications" step shows both', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <DashboardLayout
            navItems={[]}
            roleLabel="Teacher"
            name="Nimal"
            avatarUrl={undefined}
            // On a phone the search is a button opening a dialog: whichever it is sits inside the anchor.
            search={<button type="button">Search</button>}
            notifications={<button type="button">Notifications</button>}
            tour={null}
            profileTourId="step-7"
            headerToolsTourId="step-8"
          />
        ),
      },
    ]);
    const anchor = document.getElementById('step-8');
    expect(anchor?.contains(screen.getByRole('button', { name: 'Search' }))).toBe(true);
    expect(anchor?.contains(screen.getByRole('button', { name: 'Notifications' }))).toBe(true);
    // Not the whole header: the menu and sidebar buttons are not what the step is about.
    expect(anchor?.contains(screen.getByRole('button', { name: 'Open navigation' }))).toBe(false);
  });
});
