import { cookiesAreSecure } from './config';

/** httpOnly cookies that carry the Cognito tokens (docs/decisions/cognito-accounts-and-cookies.md). */
export const ACCESS_COOKIE = 'herway_access';
export const REFRESH_COOKIE = 'herway_refresh';

/** An admin's sign-in waiting for her TOTP code: a random ticket, sent only to POST /api/auth/mfa (second-factor.ts). */
export const SIGN_IN_COOKIE = 'herway_signin';
const SIGN_IN_COOKIE_PATH = '/api/auth/mfa';

/** The app client's refresh-token validity: the refresh cookie lives as long. */
export const REFRESH_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
/** Only API calls need the refresh token; pages and assets never carry it. */
const REFRESH_COOKIE_PATH = '/api';

/** The tokens of a signed-in session, as the cookies need them. */
export interface SessionCookieTokens {
  accessToken: string;
  /** Absent when a refresh kept the same refresh token. */
  refreshToken?: string;
  /** Seconds until the access token expires. */
  accessTokenLifetime: number;
}

/** Reads cookies from a payload-2.0 event: API Gateway moves them out of the headers into `cookies`. */
export function readCookies(cookies: string[] | undefined, cookieHeader?: string): Record<string, string> {
  const pairs = [...(cookies ?? []), ...(cookieHeader ? cookieHeader.split(';') : [])];
  const jar: Record<string, string> = {};
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    try {
      jar[name] ??= decodeURIComponent(value);
    } catch {
      // A malformed cookie is ignored rather than failing the request.
    }
  }
  return jar;
}

/** httpOnly, SameSite=Lax, and Secure everywhere except on a plain-http localhost. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, path = '/'): string {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`];
  if (cookiesAreSecure()) attributes.push('Secure');
  return attributes.join('; ');
}

/** A cookie is only removed by one with the same name and path. */
export function expireCookie(name: string, path = '/'): string {
  return serializeCookie(name, '', 0, path);
}

/** The Set-Cookie values that sign a browser in: the access cookie, and the refresh cookie when there is one. */
export function sessionCookies(tokens: SessionCookieTokens): string[] {
  const cookies = [serializeCookie(ACCESS_COOKIE, tokens.accessToken, tokens.accessTokenLifetime)];
  if (tokens.refreshToken) cookies.push(serializeCookie(REFRESH_COOKIE, tokens.refreshToken, REFRESH_COOKIE_MAX_AGE, REFRESH_COOKIE_PATH));
  return cookies;
}

/** The cookie that carries an admin's sign-in ticket to the code step, or removes it (a max age of 0). */
export function signInTicketCookie(ticket: string, maxAgeSeconds: number): string {
  return serializeCookie(SIGN_IN_COOKIE, ticket, maxAgeSeconds, SIGN_IN_COOKIE_PATH);
}

/** The Set-Cookie values that sign a browser out. */
export function clearedSessionCookies(): string[] {
  return [expireCookie(ACCESS_COOKIE), expireCookie(REFRESH_COOKIE, REFRESH_COOKIE_PATH)];
}

/** The name of a Set-Cookie value. */
export function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf('=')).trim();
}
