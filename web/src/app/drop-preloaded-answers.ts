import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dropPreloadedAnswers } from '@/lib/early-answers';

/**
 * The shell's preloaded answers (lib/early-answers.ts) belong to the page that was opened: the
 * first move to another path drops those not taken yet, so coming back to that page later (signed
 * in by then) asks the API afresh.
 */
export function useDropPreloadedAnswersOnNavigation(): void {
  const { pathname } = useLocation();
  const openedPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedPath.current) dropPreloadedAnswers();
  }, [pathname]);
}
