import { checkoutPathOf } from '@herway/shared/catalog/products';

/**
 * Who the page is measured as: a signed-out visitor, a signed-in athlete, her parent (a guardian
 * account linked to her), a signed-in admin (past her TOTP code).
 */
export type Viewer = 'visitor' | 'athlete' | 'guardian' | 'admin';

/** One route of the web app as Lighthouse opens it. */
export interface LighthouseRoute {
  /** The router's path (`:id` for a parameter). */
  path: string;
  /** What is opened: the path with the query the page needs to show itself (not a redirect). */
  url: string;
  viewer: Viewer;
  /**
   * Meant for search engines. The others (signed-in, admin, checkout, demo and design pages)
   * carry `noindex`, so Lighthouse's SEO category fails them by design: the budget holds SEO 100
   * on indexable pages only (docs/decisions/performance-budgets.md), and the bench checks instead that they do carry it.
   */
  indexable: boolean;
}

/** The public pages (all prerendered), held to performance ≥ 98, the others to ≥ 95 (docs/decisions/performance-budgets.md). */
export const PUBLIC_PAGES = ['/', '/about', '/mentorship', '/course', '/resources', '/faq', '/contact', '/terms', '/privacy'] as const;

/** The paid package the signed-in pages are measured with (her checkout, her success page). */
export const MEASURED_PACKAGE = 'growth';
/** Replaced by the id of the athlete's own payment before /payment-success is opened. */
export const PAYMENT_INTENT_PLACEHOLDER = '{paymentIntentId}';
/** Replaced by the measured athlete's id before her admin page is opened. */
export const ATHLETE_ID_PLACEHOLDER = '{athleteId}';
/** Replaced by the token of the measured athlete's shared recruiting page. */
export const SHARE_TOKEN_PLACEHOLDER = '{shareToken}';
/** Replaced by the code of the measured athlete's course certificate. */
export const CERTIFICATE_CODE_PLACEHOLDER = '{certificateCode}';
/** Replaced by the token of a family invitation the measured athlete sent and nobody accepted yet. */
export const FAMILY_INVITE_PLACEHOLDER = '{familyInviteToken}';

const route = (path: string, viewer: Viewer, indexable: boolean, url = path): LighthouseRoute => ({ path, url, viewer, indexable });

/**
 * Every route of the web router (web/src/app/router.tsx), in the product's order (docs/product-rules.md#pages); a unit test keeps
 * the two lists equal, so a new route cannot be forgotten here.
 */
export const lighthouseRoutes: readonly LighthouseRoute[] = [
  ...PUBLIC_PAGES.map((path) => route(path, 'visitor', true)),
  route('/login', 'visitor', true),
  route('/register', 'visitor', true),
  route('/forgot-password', 'visitor', false),
  route('/reset-password', 'visitor', false),
  route('/dashboard', 'athlete', false),
  route('/sessions', 'athlete', false),
  // Her receipts (docs/receipts.md): the athlete's own payment is on them.
  route('/receipts', 'athlete', false),
  // The course player (docs/course-player.md), as the athlete who holds the course sees it.
  route('/course/learn', 'athlete', false),
  route('/course/learn/:module', 'athlete', false, '/course/learn/0'),
  // Her recruiting workspace (docs/recruiting-workspace.md); her page for coaches as a coach opens the link she shared.
  route('/profile', 'athlete', false),
  route('/schools', 'athlete', false),
  route('/p/:token', 'visitor', false, `/p/${SHARE_TOKEN_PLACEHOLDER}`),
  // The public check of a course certificate (docs/course-player.md#certificate): the measured athlete's.
  route('/verify/:code', 'visitor', false, `/verify/${CERTIFICATE_CODE_PLACEHOLDER}`),
  // The family (docs/family.md): her parent, linked to her, on her family page and her athlete's page;
  // an invitation she sent, opened from its e-mail before anyone signs in.
  route('/family', 'guardian', false),
  route('/family/accept/:token', 'visitor', false, `/family/accept/${FAMILY_INVITE_PLACEHOLDER}`),
  route('/family/athletes/:athleteId', 'guardian', false, `/family/athletes/${ATHLETE_ID_PLACEHOLDER}`),
  route('/checkout', 'visitor', false, '/checkout?amount=250&description=Highlight%20video%20review'),
  route('/protected-checkout', 'athlete', false, checkoutPathOf(MEASURED_PACKAGE)),
  route('/payment-success', 'athlete', false, `/payment-success?type=mentorship&package=${MEASURED_PACKAGE}&payment_intent=${PAYMENT_INTENT_PLACEHOLDER}`),
  route('/checkout-demo', 'visitor', false),
  route('/demo-payment-success', 'visitor', false),
  route('/test-stripe', 'visitor', false),
  route('/stripe-debug', 'visitor', false),
  route('/admin-login', 'visitor', false),
  route('/admin', 'admin', false),
  route('/admin/content', 'admin', false),
  // The admin pages beyond /admin and /admin/content.
  route('/admin/audit-log', 'admin', false),
  route('/admin/athletes/:id', 'admin', false, `/admin/athletes/${ATHLETE_ID_PLACEHOLDER}`),
  route('/admin/attention', 'admin', false),
  route('/admin/discount-codes', 'admin', false),
  route('/admin/mentors', 'admin', false),
  route('/admin/payment-links', 'admin', false),
  route('/hero-options', 'visitor', false),
  route('/image-options', 'visitor', false),
  route('/discount-demo', 'visitor', false),
];

/** Whether a path (what the browser ended on) is the route's: each `:param` stands for one segment. */
export function pathMatches(routePath: string, pathname: string): boolean {
  const pattern = routePath.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${pattern.join('/')}$`).test(pathname);
}

export const isPublicPage = (path: string): boolean => (PUBLIC_PAGES as readonly string[]).includes(path);

/**
 * The paths of the routes in the router's source: `<Route index>` is `/`, `<Route path="x">` is
 * `/x`; the layout route (no path) and the catch-all (`*`) are not pages of their own.
 */
export function routerPaths(source: string): string[] {
  const paths: string[] = [];
  for (const [, attributes = ''] of source.matchAll(/<Route\b([^>]*)>/g)) {
    if (/\bindex\b/.test(attributes)) paths.push('/');
    const path = /\bpath="([^"]+)"/.exec(attributes)?.[1];
    if (path !== undefined && path !== '*') paths.push(`/${path.replace(/^\/+/, '')}`);
  }
  return paths;
}
