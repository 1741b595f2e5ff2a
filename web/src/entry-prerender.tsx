// First: configures Zod before any schema parses.
import './lib/zod-config';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PRERENDERED_PAGES, prerenderedFile } from '@herway/shared/prerendered-pages';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { ErrorBoundary } from './app/error-boundary';
import { createQueryClient } from './lib/query-client';

export { PRERENDERED_PAGES, prerenderedFile };

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
