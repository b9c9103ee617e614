import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { useLayoutEffect, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { theme } from '@/app/theme';
import { i18n } from '@/lib/i18n';

/**
 * Renders `routes` the way the app does (Mantine, jotai, i18n, declarative routes) starting at
 * `path`; `location()` is where the router is now.
 */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const seen: { location?: Location } = {};
  function Routes() {
    const location = useLocation();
    useLayoutEffect(() => {
      seen.location = location;
    }, [location]);
    return useRoutes(routes);
  }
  return { location: () => seen.location as Location, ...renderAt(path, <Routes />) };
}

/** Renders the app's own routes at `path`; `go(-1)` is the browser's Back button. */
export function renderAppRoutes(path = '/') {
  const seen: { navigate?: NavigateFunction } = {};
  function History() {
    const navigate = useNavigate();
    useLayoutEffect(() => {
      seen.navigate = navigate;
    }, [navigate]);
    return null;
  }
  const view = renderAt(
    path,
    <>
      <History />
      <AppRoutes />
    </>,
  );
  return { go: (delta: number) => void seen.navigate?.(delta), ...view };
}

/** `children` inside the app's providers and an in-memory router that starts at `path`. */
function renderAt(path: string, children: ReactElement) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Providers>,
  );
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
