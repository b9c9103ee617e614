import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { theme } from '@/app/theme';
import { i18n } from '@/lib/i18n';

/** Renders `routes` the way the app does (Mantine, jotai, i18n, router) starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<Providers>{<RouterProvider router={router} />}</Providers>) };
}

function Providers({ children }: { children: ReactElement }) {
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider>
        <MantineProvider theme={theme} env="test">
          {children}
        </MantineProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}
