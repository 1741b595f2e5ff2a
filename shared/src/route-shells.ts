/**
 * The client-rendered pages that get a shell of their own: the app shell (navigation, page loader,
 * footer) plus, in its head, a `modulepreload` of the page's chunks and a `preload` of the API
 * answers the page asks for first. Without it the browser learns of each step only when the one
 * before has run (app → page chunk → its shared chunks → who is signed in → the page's data); with
 * it, all of them start with the HTML. Built by web/scripts/prerender.mjs (chunks from Vite's
 * manifest); CloudFront (infra/constructs/website.ts) and the local gateway map a path here to its
 * file. A path not listed gets the plain shell, index.html.
 *
 * `api` holds GETs exactly as the app asks them, query string included (the browser uses a
 * preloaded answer only for the same URL, credentials mode and headers): a
 * browser test (web/e2e/route-shells.e2e.test.ts) checks each one is asked once and used.
 */
export interface RouteShell {
  /** The page's path; ending in `/*`, every path under it (`/admin/athletes/*`). */
  readonly path: string;
  /** The page's module, as the router lazy-loads it, relative to web/. */
  readonly module: string;
  /** The API answers the page asks for as it opens. */
  readonly api: readonly string[];
}

const ATHLETE = '/api/auth/user';
const ADMIN = '/api/admin/status';

export const ROUTE_SHELLS: readonly RouteShell[] = [
  { path: '/dashboard', module: 'src/features/dashboard/routes/dashboard.tsx', api: [ATHLETE, '/api/dashboard'] },
  { path: '/sessions', module: 'src/features/dashboard/routes/sessions.tsx', api: [ATHLETE, '/api/dashboard', '/api/sessions/user'] },
  { path: '/checkout', module: 'src/features/checkout/routes/checkout.tsx', api: [] },
  { path: '/protected-checkout', module: 'src/features/checkout/routes/protected-checkout.tsx', api: [ATHLETE] },
  { path: '/payment-success', module: 'src/features/checkout/routes/payment-success.tsx', api: [] },
  { path: '/admin', module: 'src/features/admin/routes/admin.tsx', api: [ADMIN, '/api/analytics'] },
  { path: '/admin/content', module: 'src/features/admin/routes/admin-content.tsx', api: [ADMIN, '/api/admin/content/assets'] },
  { path: '/admin/audit-log', module: 'src/features/admin/routes/admin-audit-log.tsx', api: [ADMIN] },
  { path: '/admin/discount-codes', module: 'src/features/admin/routes/admin-discount-codes.tsx', api: [ADMIN, '/api/admin/discount-codes'] },
  { path: '/admin/payment-links', module: 'src/features/admin/routes/admin-payment-links.tsx', api: [ADMIN, '/api/admin/payment-links?limit=100'] },
  { path: '/admin/athletes/*', module: 'src/features/admin/routes/admin-athlete.tsx', api: [ADMIN] },
  { path: '/admin/attention', module: 'src/features/admin/routes/admin-attention.tsx', api: [ADMIN, '/api/admin/attention'] },
  { path: '/admin/mentors', module: 'src/features/admin/routes/admin-mentors.tsx', api: [ADMIN, '/api/admin/mentors'] },
  { path: '/checkout-demo', module: 'src/features/demo/routes/checkout-demo.tsx', api: [] },
  { path: '/demo-payment-success', module: 'src/features/demo/routes/demo-payment-success.tsx', api: [] },
  { path: '/test-stripe', module: 'src/features/demo/routes/test-stripe.tsx', api: [] },
  { path: '/stripe-debug', module: 'src/features/demo/routes/stripe-debug.tsx', api: [] },
  { path: '/hero-options', module: 'src/features/demo/routes/hero-options.tsx', api: [] },
  { path: '/image-options', module: 'src/features/demo/routes/image-options.tsx', api: [] },
  { path: '/discount-demo', module: 'src/features/demo/routes/discount-demo.tsx', api: [] },
];

/** Where the build puts them, under the site's root. */
export const ROUTE_SHELL_DIR = '/shells';

/** The file a page's shell is served from: `/admin/content` → `/shells/admin-content.html`. */
export function routeShellFile(shell: RouteShell): string {
  return `${ROUTE_SHELL_DIR}/${shell.path.replace(/\/\*$/, '').slice(1).replaceAll('/', '-')}.html`;
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
