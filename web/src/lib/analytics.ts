/**
 * Analytics: page views on every route change and the product events, sent to Google
 * Analytics 4 when `VITE_GA_MEASUREMENT_ID` is set at build time, and nothing at all otherwise.
 * Nothing personal is ever sent (docs/product-rules.md#minors-data): parameters are limited to a fixed set of
 * non-personal keys, and any value that looks like an e-mail address is dropped.
 */
export type AnalyticsEvent =
  | 'page_view'
  | 'package_selection'
  | 'begin_checkout'
  | 'free_consultation_click'
  | 'course_purchase_clicked'
  | 'purchase'
  | 'payment_failed'
  | 'mentor_selected'
  | 'generate_lead';

type ParamValue = string | number | boolean;

/** The only parameters that may leave the browser. */
const ALLOWED_PARAMS = new Set([
  'page_path',
  'page_title',
  'package_type',
  'course_type',
  'product_type',
  'value',
  'currency',
  'sessions',
  'mentor_id',
  'interest_type',
  'sport',
  'location',
  'transaction_id',
  'discount_applied',
]);

const EMAIL_LIKE = /[^\s@]+@[^\s@]+/;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    /** A deployment may switch analytics on without a rebuild by defining this before the app loads (the browser tests do). */
    __HERWAY_GA_ID__?: string;
  }
}

let loaded = false;

function measurementId(): string | undefined {
  const configured = import.meta.env.VITE_GA_MEASUREMENT_ID || (typeof window === 'undefined' ? undefined : window.__HERWAY_GA_ID__);
  return configured && /^G-[A-Z0-9]+$/.test(configured) ? configured : undefined;
}

/** Keeps only allowed, non-personal parameters. Exported for tests. */
export function sanitizeParams(params: Record<string, unknown> = {}): Record<string, ParamValue> {
  const clean: Record<string, ParamValue> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!ALLOWED_PARAMS.has(key)) continue;
    if (typeof value === 'number' || typeof value === 'boolean') clean[key] = value;
    else if (typeof value === 'string' && !EMAIL_LIKE.test(value)) clean[key] = value.slice(0, 100);
  }
  return clean;
}

function gtag(): Gtag | undefined {
  const id = measurementId();
  if (!id) return undefined;
  if (!loaded) {
    loaded = true;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag(...args: unknown[]) {
      window.dataLayer?.push(args);
    };
    window.gtag('js', new Date());
    // Page views are sent by hand on route changes; no ad personalisation or signals.
    window.gtag('config', id, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
  return window.gtag;
}

export function trackEvent(name: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  gtag()?.('event', name, sanitizeParams(params));
}

/** A path as analytics may see it: an athlete's shared-page token (/p/<token>) and a certificate's code (/verify/<code>) are secrets, so they are left out. */
export function reportablePath(pathname: string): string {
  return pathname.replace(/^\/p\/[^/]*/, '/p/:token').replace(/^\/verify\/[^/]*/, '/verify/:code');
}

/** The path only: query strings can carry anything. The page title too is the generic one on a shared profile. */
export function trackPageView(pathname: string): void {
  const path = reportablePath(pathname);
  // The certificate check's title names nobody ('Certificate check'); a shared profile's names her.
  const titleIsGeneric = path === pathname || path.startsWith('/verify/');
  trackEvent('page_view', { page_path: path, page_title: titleIsGeneric ? document.title : 'Recruiting profile' });
}
