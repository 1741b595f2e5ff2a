/** One Set-Cookie header, parsed: attribute names lower-cased, flags as `true`. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributeParts] = header.split(';');
  const separator = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of attributeParts) {
    const [name = '', ...value] = part.trim().split('=');
    attributes[name.toLowerCase()] = value.length > 0 ? value.join('=') : true;
  }
  return { name: pair.slice(0, separator).trim(), value: decodeURIComponent(pair.slice(separator + 1).trim()), attributes };
}

/** The cookies a reply sets, by name. */
export function setCookiesOf(response: Response): Record<string, SetCookie> {
  return Object.fromEntries(
    response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .map((cookie) => [cookie.name, cookie]),
  );
}

/**
 * A browser for integration tests: it keeps the cookies the API sets (a Max-Age of 0 removes one)
 * and sends same-site JSON requests, as the web app does. Every request is under /api, so cookie
 * paths are not checked.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly siteUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.cookies.size > 0) headers.Cookie = this.cookieHeader;
    if (method !== 'GET') {
      headers.Origin = this.siteUrl;
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(`${this.siteUrl}${path}`, {
      method,
      headers,
      ...(method !== 'GET' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    for (const cookie of Object.values(setCookiesOf(response))) {
      if (cookie.attributes['max-age'] === '0') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
  delete = (path: string, body?: unknown) => this.request('DELETE', path, body);
}

/** The JSON body of a reply. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
