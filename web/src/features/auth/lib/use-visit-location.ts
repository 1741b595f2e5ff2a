import { useLocation } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The query and navigation state of this visit to a prerendered sign-in page: none while its HTML
 * (built for the bare path) is taken over, the real ones straight after. A page that shows them
 * would otherwise not match its HTML, and React keeps mismatched attributes (a link's `?redirect=`).
 */
export function useVisitLocation(): { search: string; state: unknown } {
  const location = useLocation();
  const hydrated = useHydrated();
  return hydrated ? { search: location.search, state: location.state as unknown } : { search: '', state: null };
}
