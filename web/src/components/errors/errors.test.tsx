import { fireEvent, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NotFound } from '@/components/errors/not-found';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { renderRoutes } from '@/testing/test-utils';

function Broken(): never {
  throw new Error('render failed');
}

/** A page that breaks at /broken, with in-app navigation outside the boundary, as in AppRoutes. */
function Pages() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/">Start page</Link>
      <RouteErrorBoundary resetKey={pathname}>{pathname === '/broken' ? <Broken /> : <p>Working page</p>}</RouteErrorBoundary>
    </>
  );
}

describe('error pages', () => {
  it('shows the not-found page with a way home for an unknown path', async () => {
    renderRoutes([{ path: '*', element: <NotFound /> }], '/no/such/page');
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Something went wrong.' when a page fails to render, and the next page once the user moves on", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '*', element: <Pages /> }], '/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(logged.mock.calls.some(([error]) => error instanceof Error && error.message === 'render failed')).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Start page' }));
    expect(await screen.findByText('Working page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong.' })).toBeNull();
    logged.mockRestore();
  });
});
