import { cookiesAreSecure } from './config';

/** httpOnly cookies that carry the Cognito tokens (DESIGN §1 "Accounts"). */
export const ACCESS_COOKIE = 'herway_access';
export const REFRESH_COOKIE = 'herway_refresh';

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

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  const attributes = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (cookiesAreSecure()) attributes.push('Secure');
  return attributes.join('; ');
}

export function expireCookie(name: string): string {
  return serializeCookie(name, '', 0);
}
