import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { logout } from '@/features/auth/logout';
import { DashboardLayout } from './dashboard-layout';
import { holdUploadUnderWay } from '@/lib/leave-guard';
import { renderRoutes } from '@/testing/test-utils';
import { UnsavedPage } from '@/testing/unsaved-page';

vi.mock('@/features/auth/logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));

/** The layout as a dashboard renders it, with `props` changing what a test is about. */
const layout = (props: Partial<ComponentProps<typeof DashboardLayout>> = {}) => (
  <DashboardLayout
    navItems={[]}
    roleLabel="Teacher"
    name="Nimal"
    avatarUrl={undefined}
    search={null}
    notifications={null}
    tour={null}
    profileTourId="step-7"
    {...props}
  />
);

const renderLayout = (props: { name?: string; nameFailed?: boolean }) =>
  renderRoutes([{ path: '/', element: layout({ roleLabel: 'Student', name: props.name, nameFailed: props.nameFailed }) }]);

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
        element: layout({
          // On a phone the search is a button opening a dialog: whichever it is sits inside the anchor.
          search: <button type="button">Search</button>,
          notifications: <button type="button">Notifications</button>,
          headerToolsTourId: 'step-8',
        }),
      },
    ]);
    const anchor = document.getElementById('step-8');
    expect(anchor?.contains(screen.getByRole('button', { name: 'Search' }))).toBe(true);
    expect(anchor?.contains(screen.getByRole('button', { name: 'Notifications' }))).toBe(true);
    // Not the whole header: the menu and sidebar buttons are not what the step is about.
    expect(anchor?.contains(screen.getByRole('button', { name: 'Open navigation' }))).toBe(false);
  });
});

/** A list whose card opens its course as `?course=` on the same path, as the student's My Courses does. */
function QueryCatalog() {
  const [params] = useSearchParams();
  return params.get('course') ? <h1>Geometry</h1> : <Link to="?course=c2">Geometry</Link>;
}

describe('keyboard navigation', () => {
  const renderScreens = (path = '/home') =>
    renderRoutes(
      [
        {
          path: '/',
          element: layout({
            navItems: [
              { label: 'Dashboard', href: '/home', icon: null },
              { label: 'Courses', href: '/courses', icon: null },
            ],
            search: <input aria-label="Search" />,
          }),
          children: [
            { path: 'home', element: <Link to="/courses/c1">Algebra</Link> },
            { path: 'courses', element: <Outlet /> },
            { path: 'courses/c1', element: <h1>Algebra</h1> },
            { path: 'catalog', element: <QueryCatalog /> },
          ],
        },
      ],
      path,
    );
  const main = () => screen.getByRole('main');

  it('starts with a link past the header and the sidebar, to the screen', () => {
    renderScreens();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.body.querySelector('a[href], button, input')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(main());
  });

  it('continues from the new screen after a sidebar link, and after a link that leaves with the old screen', async () => {
    renderScreens();
    const courses = screen.getByRole('link', { name: 'Courses' });
    courses.focus();
    fireEvent.click(courses);
    await waitFor(() => expect(document.activeElement).toBe(main()));

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const card = await screen.findByRole('link', { name: 'Algebra' });
    card.focus();
    fireEvent.click(card);
    await screen.findByRole('heading', { name: 'Algebra' });
    expect(document.activeElement).toBe(main());
  });

  it('continues from the new screen after a link to another query of the same path', async () => {
    renderScreens('/catalog');
    const card = screen.getByRole('link', { name: 'Geometry' });
    card.focus();
    fireEvent.click(card);
    await screen.findByRole('heading', { name: 'Geometry' });
    expect(document.activeElement).toBe(main());
  });

  it('leaves the focus where it is when it is elsewhere, e.g. in the search', async () => {
    renderScreens();
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    const card = screen.getByRole('link', { name: 'Algebra' });
    fireEvent.click(card);
    await screen.findByRole('heading', { name: 'Algebra' });
    expect(document.activeElement).toBe(search);
  });
});

describe('Log out over a page with unsaved work', () => {
  const logOut = () => {
    const view = renderRoutes(
      [
        { path: '/', element: <h1>Home</h1> },
        {
          path: '/tutor-dashboard',
          element: layout(),
          children: [{ path: 'lessons/new', element: <UnsavedPage /> }],
        },
      ],
      '/tutor-dashboard/lessons/new',
    );
    vi.mocked(logout).mockClear();
    fireEvent.click(profileButton());
    return view;
  };

  it('asks first, and neither signs out nor leaves when told to stay', async () => {
    const { location } = logOut();
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(logout).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/tutor-dashboard/lessons/new');
    expect(screen.getByText('Unsaved lesson')).toBeTruthy();
  });

  it('signs out and goes home once told to leave', async () => {
    logOut();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(logout).toHaveBeenCalledOnce();
  });
});

describe('Log out while a video is still uploading from an earlier page', () => {
  const logOutDuringUpload = () => {
    const endUpload = holdUploadUnderWay();
    const view = renderRoutes(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '/tutor-dashboard', element: layout(), children: [{ path: 'students', element: <h1>Students</h1> }] },
      ],
      '/tutor-dashboard/students',
    );
    vi.mocked(logout).mockClear();
    fireEvent.click(profileButton());
    return { ...view, endUpload };
  };

  it('says that logging out stops it, and keeps uploading when told to', async () => {
    const { endUpload } = logOutDuringUpload();
    try {
      expect(
        await screen.findByText('Your video is still uploading. Logging out stops the upload, and the lesson is not created.'),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Keep uploading' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(logout).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: 'Students' })).toBeTruthy();
    } finally {
      endUpload();
    }
  });

  it('signs out and goes home once told to', async () => {
    const { endUpload } = logOutDuringUpload();
    try {
      const dialog = await screen.findByRole('dialog', { name: 'Log out during the upload?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
      expect(logout).toHaveBeenCalledOnce();
    } finally {
      endUpload();
    }
  });

  it('does not ask once the upload has ended', async () => {
    const { endUpload } = logOutDuringUpload();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep uploading' }));
    endUpload();
    fireEvent.click(profileButton());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(logout).toHaveBeenCalledOnce();
  });
});
