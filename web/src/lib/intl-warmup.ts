/** The performance mark set once the warm-up worker has used Intl (browser tests wait for it). */
export const INTL_WARM_MARK = 'herway:intl-warm';

/**
 * In Chromium, the first Intl call of a page (a date format, a collator) loads ICU's data for the
 * whole renderer process: 35-90 ms on this machine, several times that on a phone, in one task on
 * the main thread, wherever the page first shows a date. A worker does it instead, while the page's
 * scripts and data load, and the main thread's first date then takes a few ms (docs/lighthouse.md).
 * The worker is a script of the site's own, which the Content-Security-Policy allows ('self').
 */
export function warmIntlOffMainThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', () => performance.mark(INTL_WARM_MARK), { once: true });
  } catch {
    // A browser that refuses the worker (an older one without module workers) formats dates as
    // before: the warm-up only saves time, and must never keep the page from rendering.
  }
}
