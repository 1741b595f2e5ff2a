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
