import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is rendered at build time and while React takes a prerendered page over
 * (hydration), true afterwards and in every render from scratch: what differs per visit (the
 * query, navigation state) waits for it, so the taken-over HTML matches the prerendered HTML and
 * React updates it straight after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
