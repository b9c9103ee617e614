import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from '@/components/errors/error-screen';
import { NotFound } from '@/components/errors/not-found';
import { renderRoutes } from '@/testing/test-utils';

function Broken(): never {
  throw new Error('render failed');
}

describe('error pages', () => {
  it('shows the not-found page with a way home for an unknown path', async () => {
    renderRoutes([{ path: '*', element: <NotFound /> }], '/no/such/page');
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Something went wrong.' when a route fails to render", async () => {
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
