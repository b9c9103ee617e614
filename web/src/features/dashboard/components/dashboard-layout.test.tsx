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
