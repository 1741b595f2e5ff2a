import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Every route change scrolls smoothly to the top (instantly for reduced motion). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    // Leave the first render alone: the browser restores the position on reload.
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [pathname]);

  return null;
}
