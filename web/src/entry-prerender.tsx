import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PRERENDERED_PAGES, prerenderedFile } from '@herway/shared/prerendered-pages';
import { GATE_QUESTION, NOINDEX_ROBOTS, PAGE_DATA_META, ROUTE_SHELLS, routeShellFile } from '@herway/shared/route-shells';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { ErrorBoundary } from './app/error-boundary';
import { AppLayout } from './app/layout';
import { createQueryClient } from './lib/query-client';

export { GATE_QUESTION, NOINDEX_ROBOTS, PAGE_DATA_META, PRERENDERED_PAGES, prerenderedFile, ROUTE_SHELLS, routeShellFile };

/** A lazy page (or section) that has not loaded yet renders as its fallback, marked like this. */
const PENDING_BOUNDARY = '<!--$!-->';
const MAX_RENDERS = 10;

/**
 * One page of the app as HTML, rendered at build time (scripts/prerender.mjs) with the same tree
 * main.tsx hydrates: the providers, a router at `url`, the routes. A render starts loading the
 * lazy chunks it meets; it is repeated until none is left pending, so the HTML holds the whole
 * page with no fallback, and no inline script (the CSP allows none) is needed to reveal it.
 */
export async function renderPage(url: string): Promise<string> {
  for (let render = 1; render <= MAX_RENDERS; render += 1) {
    // Its own query client, emptied after the render: a query a page starts (the course page asks
    // whether she owns it) keeps a 10-minute clean-up timer, which kept the build running that long.
    const queryClient = createQueryClient();
    const html = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url}>
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    queryClient.clear();
    if (!html.includes(PENDING_BOUNDARY)) return html;
    // Let the chunks that render asked for finish loading.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url}: still waiting for lazy chunks after ${MAX_RENDERS} renders`);
}

/** A page whose chunk never arrives: the layout shows its loader. */
function LoadingPage(): never {
  // How a component suspends: this promise never settles.
  throw new Promise(() => undefined);
}

/**
 * The shell every other path starts from (index.html): the navigation, the page loader and the
 * footer, as a signed-out visitor first sees them. It paints before any script has run; the app
 * then renders afresh over it (main.tsx), since the page itself is not in it.
 */
export function renderShell(): string {
  const queryClient = createQueryClient();
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouter location="/">
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<LoadingPage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
  );
  queryClient.clear();
  // React marks the pending boundary with a <template> saying why the server did not finish it
  // (with a stack of this build machine's paths): nothing for a visitor, and main.tsx renders afresh.
  return html.replace(/<template\b[^>]*><\/template>/g, '');
}
