import type { AccountType } from '@herway/shared/contracts/account-type';

/** Pages a login must never return to (they would only send her round again). */
const AUTH_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password']);

const BASE = 'https://herway.invalid';

/**
 * Where to go after signing in: the `?redirect=` value when it is a path on this site
 * ('/sessions', '/protected-checkout?type=course'), else the fallback. Absolute URLs,
 * protocol-relative ones ('//evil.example'), backslash tricks and other schemes are refused,
 * so the login page cannot be used to send anyone elsewhere (an open redirect).
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || AUTH_PAGES.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page for a gated path: `/login?redirect=%2Fsessions`. */
export function loginPathFor(path: string): string {
  const target = safeRedirectPath(path, '');
  return target && target !== '/dashboard' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

/** The admin's home: the athlete pages answer an admin 403, so an admin is sent here instead. */
export const ADMIN_HOME = '/admin';

/** A parent's or guardian's home (docs/family.md): she has no dashboard of her own. */
export const FAMILY_HOME = '/family';

/** Whether `path` (already made safe) is `home` or one of the pages under it ('/admin/content', '/family/accept/…'). */
function isUnder(home: string, path: string): boolean {
  const { pathname } = new URL(path, BASE);
  return pathname === home || pathname.startsWith(`${home}/`);
}

/**
 * Where a login or a registration goes once it knows who signed in: an athlete to `redirectTo`;
 * an admin to `redirectTo` only when it is an admin page, else to /admin (her athlete pages would
 * refuse her); a parent or guardian likewise to a family page ('/family/accept/…'), else /family.
 */
export function afterLoginPath(redirectTo: string, user: { isAdmin: boolean; accountType?: AccountType }): string {
  if (user.isAdmin) return isUnder(ADMIN_HOME, redirectTo) ? redirectTo : ADMIN_HOME;
  if (user.accountType === 'guardian') return isUnder(FAMILY_HOME, redirectTo) ? redirectTo : FAMILY_HOME;
  return redirectTo;
}
