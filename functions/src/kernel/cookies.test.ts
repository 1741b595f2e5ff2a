import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadCookies(siteOrigin: string) {
  vi.stubEnv('SITE_ORIGIN', siteOrigin);
  vi.resetModules();
  return import('./cookies');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('session cookies', () => {
  it('puts the access token on / for its lifetime and the refresh token on /api for 30 days, httpOnly and Lax', async () => {
    const { sessionCookies } = await loadCookies('https://herway.example');
    expect(sessionCookies({ accessToken: 'a.b.c', refreshToken: 'r/1=', accessTokenLifetime: 3599.7 })).toEqual([
      'herway_access=a.b.c; Path=/; HttpOnly; SameSite=Lax; Max-Age=3599; Secure',
      'herway_refresh=r%2F1%3D; Path=/api; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure',
    ]);
  });

  it('leaves Secure off on a plain-http localhost only', async () => {
    const { sessionCookies } = await loadCookies('http://localhost:3000');
    for (const cookie of sessionCookies({ accessToken: 'a', refreshToken: 'r', accessTokenLifetime: 60 })) expect(cookie).not.toContain('Secure');
  });

  it('sets only the access cookie after a refresh that kept the refresh token', async () => {
    const { sessionCookies } = await loadCookies('https://herway.example');
    expect(sessionCookies({ accessToken: 'a', accessTokenLifetime: 60 })).toHaveLength(1);
  });

  it('clears both cookies on the paths they were set on', async () => {
    const { clearedSessionCookies } = await loadCookies('https://herway.example');
    expect(clearedSessionCookies()).toEqual([
      'herway_access=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
      'herway_refresh=; Path=/api; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
    ]);
  });

  it('reads cookies from the event and the header, and names a Set-Cookie value', async () => {
    const { cookieName, readCookies } = await loadCookies('https://herway.example');
    expect(readCookies(['herway_access=a', 'bad'], 'herway_refresh=r%2F1; other=%E0%A4%A')).toEqual({ herway_access: 'a', herway_refresh: 'r/1' });
    expect(cookieName('herway_access=a; Path=/')).toBe('herway_access');
  });
});
