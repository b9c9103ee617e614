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
import { LocalizedMantine } from '@/app/localized-mantine';
import { i18n } from '@/lib/i18n';

/**
 * Renders `routes` the way the app does (Mantine, jotai, i18n, declarative routes) starting at
 * `path`; `location()` is where the router is now, `go(-1)` the browser's Back button.
 */
export function renderRoutes(routes: RouteObject[], path = '/') {
  return renderAt(path, <RouteTable routes={routes} />);
}

/** The same with the app's own routes. */
export function renderAppRoutes(path = '/') {
  return renderAt(path, <AppRoutes />);
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** `children` inside the app's providers and an in-memory router that starts at `path`. */
function renderAt(path: string, children: ReactElement) {
  const seen: { location?: Location; navigate?: NavigateFunction } = {};
  function RouterProbe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      seen.location = location;
      seen.navigate = navigate;
    }, [location, navigate]);
    return null;
  }
  const view = render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe />
        {children}
      </MemoryRouter>
    </Providers>,
  );
  return { location: () => seen.location as Location, go: (delta: number) => void seen.navigate?.(delta), ...view };
}

function Providers({ children }: { children: ReactElement }) {
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider>
        <LocalizedMantine env="test">{children}</LocalizedMantine>
      </JotaiProvider>
    </I18nextProvider>
  );
}
