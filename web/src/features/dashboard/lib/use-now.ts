import { useEffect, useState } from 'react';

/**
 * The current time, updated every `intervalMs` while mounted, so what depends on the clock
 * (a session that has started can be marked complete) changes without a reload.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
