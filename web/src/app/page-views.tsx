import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@/lib/analytics';

/** Reports a page view on every route change (after the page has set its title). */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => trackPageView(pathname), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
