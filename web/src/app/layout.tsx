import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PageViews } from './page-views';
import { useDropPreloadedAnswersOnNavigation } from './drop-preloaded-answers';
import { usePrefetchSignedInUser } from './prefetch-signed-in-user';
import { ScrollToTop } from './scroll-to-top';

export const MAIN_CONTENT_ID = 'main-content';

function PageLoader() {
  return <Spinner label="Loading page…" className="min-h-[calc(100dvh-4rem)]" />;
}

/**
 * Marks the document once React has rendered, or taken over (hydrated), the page: it sits in the
 * page's Suspense boundary, so its effect runs when the page itself has committed. A prerendered
 * page shows its words and buttons before that; the browser tests wait for this mark.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}

/** The shell around every page: skip link, sticky navigation, the page, the footer. */
export function AppLayout() {
  const { pathname } = useLocation();
  usePrefetchSignedInUser();
  useDropPreloadedAnswersOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-full bg-plum-800 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <ScrollToTop />
      <PageViews />
      <NavBar />
      {/* At least the screen under the 4rem navigation bar: the footer starts below the fold, so a
          page that grows as its data arrives never pushes it across the screen (a layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        {/* Pages are lazy chunks; navigations are transitions, so the old page stays until the new one is ready. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
