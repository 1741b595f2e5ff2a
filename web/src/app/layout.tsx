import { Outlet, useNavigation } from 'react-router';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { ScrollToTop } from './scroll-to-top';

export const MAIN_CONTENT_ID = 'main-content';

/** The shell around every page: skip link, sticky navigation, the page, the footer. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-full bg-plum-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      {navigation.state !== 'idle' ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-plum-100">
          <div className="h-full w-1/3 animate-progress bg-plum-600" />
        </div>
      ) : null}
      <ScrollToTop />
      <NavBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
