import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SUPPORT_EMAIL_META } from '@herway/shared/support-email';
import { onTestFinished, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch for one test; by default every call answers 401 (signed out). */
export function mockFetch(handler: FetchHandler = () => jsonResponse({ message: 'Unauthorized' }, 401)) {
  const fetchMock = vi.fn<(input: RequestInfo | URL, init: RequestInit) => Promise<Response>>(async (input, init) => handler(String(input), init ?? {}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

/**
 * Renders the whole app (providers, shell, routes) at `path` in a memory router.
 * `screen.getByTestId('location')` shows the current path.
 */
/** Gives the page a stage's support inbox, as a deployed page carries it (removed after the test). */
export function withStageSupportEmail(address: string): void {
  const meta = document.createElement('meta');
  meta.name = SUPPORT_EMAIL_META;
  meta.content = address;
  document.head.append(meta);
  onTestFinished(() => meta.remove());
}

export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient, user };
}

/**
 * Renders one page (a route component, with its own PageGuard) inside the app's providers at
 * `path` in a memory router, without the shell and the lazy route table: for a test of the page
 * itself. `route` is its pattern when it reads parameters ('admin/athletes/:id'); any other path
 * renders nothing, so a redirect shows in `screen.getByTestId('location')` only. The page sits in a
 * <main> as in the shell.
 */
export function renderRoute(page: ReactElement, path = '/', route = new URL(path, 'http://localhost').pathname) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <main>
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={null} />
            </Routes>
          </main>
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient, user };
}
