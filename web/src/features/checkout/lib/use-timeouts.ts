import { useCallback, useEffect, useRef } from 'react';

/** `schedule(fn, ms)`: a timeout that is cleared if the page goes away first. */
export function useTimeouts(): (fn: () => void, ms: number) => void {
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((fn: () => void, ms: number) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }, []);
}
