import type { PageRole } from './page-data';

export { GATE_QUESTION, PAGE_DATA_META, type PageRole } from './page-data';

/**
 * The client-rendered pages that get a shell of their own: the app shell (navigation, page loader,
 * footer) plus, in its head, a `modulepreload` of the page's chunks and the API answers the page
 * asks for first. Without it the browser learns of each step only when the one before has run (app
 * → page chunk → its shared chunks → who is signed in → the page's data); with it, they start with
 * the HTML. Built by web/scripts/prerender.mjs (chunks from Vite's manifest); CloudFront
 * (infra/constructs/website.ts) and the local gateway map a path here to its file. A path not
 * listed gets the plain shell, index.html.
 *
 * A page for a role asks its gate's question first, which every visitor gets a 200 for: it is
 * preloaded with the HTML (`<link rel="preload" as="fetch">`). Its `data` is for that role only
 * (an admin on /dashboard would get a 403, a visitor a 401): the shell names it in a meta tag, and
 * the app asks for it at start-up when this browser's last answer said it is signed in with that
 * role (web/src/lib/early-answers.ts). URLs are exactly as the app asks them, query string
 * included: a browser test (web/e2e/route-shells.e2e.test.ts) checks each one is asked once.
 */

export interface RouteShell {
  /** The page's path; ending in `/*`, every path under it (`/admin/athletes/*`). */
  readonly path: string;
  /** The page's module, as the router lazy-loads it, relative to web/. */
  readonly module: string;
  /** Who the page is for; none for a page open to every visitor. */
  readonly role?: PageRole;
  /** The API answers the page asks for as it opens, once its gate let her in. */
  readonly data: readonly string[];
  /**
   * Never indexed, whatever runs the page's script: the shell carries `<meta name="robots">` and the
   * site answers with an `X-Robots-Tag` header (CloudFront and the local gateway: {@link robotsHeaderFor}).
   */
  readonly noindex?: true;
}

const athlete = (path: string, module: string, data: readonly string[]): RouteShell => ({ path, module, role: 'athlete', data });
const admin = (path: string, module: string, data: readonly string[]): RouteShell => ({ path, module, role: 'admin', data });
const open = (path: string, module: string): RouteShell => ({ path, module, data: [] });
/** A page shared outside the site (a coach's link): open to anyone holding it, never in a search engine. */
const unlisted = (path: string, module: string): RouteShell => ({ path, module, data: [], noindex: true });

export const ROUTE_SHELLS: readonly RouteShell[] = [
  athlete('/dashboard', 'src/features/dashboard/routes/dashboard.tsx', ['/api/dashboard', '/api/recruiting/timeline']),
  athlete('/sessions', 'src/features/dashboard/routes/sessions.tsx', ['/api/dashboard', '/api/sessions/user']),
  athlete('/profile', 'src/features/recruiting/routes/profile.tsx', ['/api/profile']),
  athlete('/schools', 'src/features/recruiting/routes/schools.tsx', ['/api/schools']),
  athlete('/course/learn', 'src/features/course/routes/course-learn.tsx', ['/api/course']),
  athlete('/course/learn/*', 'src/features/course/routes/course-module.tsx', ['/api/course']),
  athlete('/protected-checkout', 'src/features/checkout/routes/protected-checkout.tsx', []),
  open('/checkout', 'src/features/checkout/routes/checkout.tsx'),
  open('/payment-success', 'src/features/checkout/routes/payment-success.tsx'),
  admin('/admin', 'src/features/admin/routes/admin.tsx', ['/api/analytics']),
  admin('/admin/content', 'src/features/admin/routes/admin-content.tsx', ['/api/admin/content/assets']),
  admin('/admin/audit-log', 'src/features/admin/routes/admin-audit-log.tsx', []),
  admin('/admin/discount-codes', 'src/features/admin/routes/admin-discount-codes.tsx', ['/api/admin/discount-codes']),
  admin('/admin/payment-links', 'src/features/admin/routes/admin-payment-links.tsx', ['/api/admin/payment-links?limit=100']),
  admin('/admin/athletes/*', 'src/features/admin/routes/admin-athlete.tsx', []),
  admin('/admin/attention', 'src/features/admin/routes/admin-attention.tsx', ['/api/admin/attention']),
  admin('/admin/mentors', 'src/features/admin/routes/admin-mentors.tsx', ['/api/admin/mentors']),
  open('/checkout-demo', 'src/features/demo/routes/checkout-demo.tsx'),
  open('/demo-payment-success', 'src/features/demo/routes/demo-payment-success.tsx'),
  open('/test-stripe', 'src/features/demo/routes/test-stripe.tsx'),
  open('/stripe-debug', 'src/features/demo/routes/stripe-debug.tsx'),
  open('/hero-options', 'src/features/demo/routes/hero-options.tsx'),
  open('/image-options', 'src/features/demo/routes/image-options.tsx'),
  open('/discount-demo', 'src/features/demo/routes/discount-demo.tsx'),
  unlisted('/p/*', 'src/features/recruiting/routes/shared-profile.tsx'),
];

/** What search engines are told of an unlisted page, in its meta tag and its header. */
export const NOINDEX_ROBOTS = 'noindex, nofollow';

/** The path prefixes of the unlisted pages (`/p/`), for the site's X-Robots-Tag header. */
export const NOINDEX_PATH_PREFIXES: readonly string[] = ROUTE_SHELLS.filter((shell) => shell.noindex).map((shell) => shell.path.replace(/\*$/, ''));

/** The X-Robots-Tag a page's answer carries, if any. */
export function robotsHeaderFor(pathname: string): string | undefined {
  return NOINDEX_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? NOINDEX_ROBOTS : undefined;
}

/** Where the build puts them, under the site's root. */
export const ROUTE_SHELL_DIR = '/shells';

/** The file a page's shell is served from: `/admin/content` → `/shells/admin-content.html`, `/admin/athletes/*` → `/shells/admin-athletes-each.html`. */
export function routeShellFile(shell: RouteShell): string {
  const name = shell.path.replace(/\/\*$/, '').slice(1).replaceAll('/', '-');
  return `${ROUTE_SHELL_DIR}/${name}${shell.path.endsWith('/*') ? '-each' : ''}.html`;
}

const isPrefix = (shell: RouteShell): boolean => shell.path.endsWith('/*');

/** Exact path → file, for the pages with one path. */
export const ROUTE_SHELL_URIS: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTE_SHELLS.filter((shell) => !isPrefix(shell)).map((shell) => [shell.path, routeShellFile(shell)]),
);

/** Path prefix (`/admin/athletes/`) → file, for the pages with a parameter. */
export const ROUTE_SHELL_PREFIXES: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTE_SHELLS.filter(isPrefix).map((shell) => [shell.path.slice(0, -1), routeShellFile(shell)]),
);

/** The shell file for a request path, if a page has one (a prefix page needs one more segment). */
export function routeShellFileFor(pathname: string): string | undefined {
  const exact = ROUTE_SHELL_URIS[pathname];
  if (exact) return exact;
  const prefix = Object.keys(ROUTE_SHELL_PREFIXES).find((start) => pathname.startsWith(start) && /^[^/]+$/.test(pathname.slice(start.length)));
  return prefix ? ROUTE_SHELL_PREFIXES[prefix] : undefined;
}
