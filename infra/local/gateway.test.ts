import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './gateway';
import type { Gateway, HttpLambda } from './gateway';

let gateway: Gateway;
const seen: APIGatewayProxyEventV2[] = [];

/** Stand-in handlers: one echoes the event it got, one sets cookies, one answers a bare value. */
const handlers: Record<string, HttpLambda> = {
  'bookings/complete-session': async (event) => {
    seen.push(event);
    return { statusCode: 201, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ok: true }) };
  },
  'payments/receive-stripe-event': async (event) => {
    seen.push(event);
    // A header a middleware set to undefined (middy's security headers can).
    return { statusCode: 200, headers: { 'x-kept': 'yes', server: undefined } as unknown as Record<string, string>, body: '' };
  },
  'accounts/login-user': async () => ({ statusCode: 200, cookies: ['a=1; HttpOnly', 'b=2; HttpOnly'], body: '{}' }),
  'system/get-health': async () => ({ status: 'ok' }),
  // A binary answer (a receipt's PDF), base64 with isBase64Encoded as API Gateway takes it.
  'payments/get-receipt-pdf': async () => ({
    statusCode: 200,
    headers: { 'content-type': 'application/pdf' },
    body: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xe9, 0xff]).toString('base64'),
    isBase64Encoded: true,
  }),
};

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'herway-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  mkdirSync(path.join(webDist, 'prerendered'));
  writeFileSync(path.join(webDist, 'prerendered', 'home.html'), '<!doctype html><div id="root"><h1>Home</h1></div>');
  writeFileSync(path.join(webDist, 'prerendered', 'about.html'), '<!doctype html><div id="root"><h1>About</h1></div>');
  mkdirSync(path.join(webDist, 'shells'));
  writeFileSync(path.join(webDist, 'shells', 'admin-athletes-each.html'), '<!doctype html><div id="root" data-shell="athlete"></div>');
  writeFileSync(path.join(webDist, 'assets', 'big-1234.js'), `export const words = ${JSON.stringify('herway '.repeat(2000))};`);
  gateway = await startGateway({
    port: 0,
    loadHandler: async (name) => {
      const handler = handlers[name];
      if (!handler) throw new Error(`No stand-in handler for ${name}`);
      return handler;
    },
    webDist,
    pageHeaders: { 'X-Frame-Options': 'DENY' },
    localPages: {
      '/local/page': async (_req, res, url) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end(`local page at ${url.pathname}`);
      },
    },
  });
});

afterAll(async () => {
  await gateway.close();
});

describe('local gateway', () => {
  it('turns a request into a payload-2.0 event with path parameters, query, cookies and headers', async () => {
    const response = await fetch(`${gateway.url}/api/sessions/complete/abc%20123?x=1&x=2&y=z`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'herway_access=tok; other=1', 'X-Custom': 'yes' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(response.status).toBe(201);
    const event = seen.at(-1) as APIGatewayProxyEventV2;
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /api/sessions/complete/{id}');
    expect(event.rawPath).toBe('/api/sessions/complete/abc%20123');
    expect(event.pathParameters).toEqual({ id: 'abc 123' });
    expect(event.rawQueryString).toBe('x=1&x=2&y=z');
    expect(event.queryStringParameters).toEqual({ x: '1,2', y: 'z' });
    expect(event.cookies).toEqual(['herway_access=tok', 'other=1']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-custom']).toBe('yes');
    expect(event.requestContext.http).toMatchObject({ method: 'POST', path: '/api/sessions/complete/abc%20123' });
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBe('{"hello":"world"}');
  });

  it('base64-encodes a binary body', async () => {
    const bytes = Buffer.from([0, 1, 2, 255]);
    await fetch(`${gateway.url}/api/webhooks/stripe`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: bytes });
    const event = seen.at(-1) as APIGatewayProxyEventV2;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
  });

  it('answers a base64-encoded result as its bytes, as API Gateway does', async () => {
    const response = await fetch(`${gateway.url}/api/receipts/HW-20261121-ABCDEFGH/pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xe9, 0xff]));
  });

  it('leaves out a header set to undefined, as API Gateway does, and keeps the others', async () => {
    const response = await fetch(`${gateway.url}/api/webhooks/stripe`, { method: 'POST', body: '{}' });
    expect(response.headers.get('x-kept')).toBe('yes');
    expect(response.headers.get('server')).toBeNull();
  });

  it('sends each cookie as its own Set-Cookie header', async () => {
    const response = await fetch(`${gateway.url}/api/auth/login`, { method: 'POST' });
    expect(response.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
  });

  it('answers a bare returned value as 200 JSON, as API Gateway does', async () => {
    const response = await fetch(`${gateway.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it("answers a path or method with no route as API Gateway does (404 'Not Found')", async () => {
    const unknown = await fetch(`${gateway.url}/api/nothing`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'Not Found' }]);
    const wrongMethod = await fetch(`${gateway.url}/api/health`, { method: 'DELETE' });
    expect([wrongMethod.status, await wrongMethod.json()]).toEqual([404, { message: 'Not Found' }]);
  });

  it('refuses bodies over 10 MB with 413', async () => {
    const response = await fetch(`${gateway.url}/api/webhooks/stripe`, { method: 'POST', body: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
  });

  it('serves the web app with an index.html fallback for client routes and immutable assets', async () => {
    const page = await fetch(`${gateway.url}/dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${gateway.url}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('serves a local page at its path and its sub-paths, and nothing else', async () => {
    const text = async (pathname: string) => (await fetch(`${gateway.url}${pathname}`)).text();
    expect(await text('/local/page')).toBe('local page at /local/page');
    expect(await text('/local/page/cancellations/abc?x=1')).toBe('local page at /local/page/cancellations/abc');
    expect(await text('/local/pageant')).toBe('<!doctype html><div id="root"></div>');
    expect((await fetch(`${gateway.url}/api/local/page`)).status).toBe(404);
  });

  it('serves a prerendered page its own HTML, and the empty shell where there is none', async () => {
    const html = async (pathname: string) => (await fetch(`${gateway.url}${pathname}`)).text();
    expect(await html('/')).toContain('<h1>Home</h1>');
    expect(await html('/about?ref=nav')).toContain('<h1>About</h1>');
    // On the list, but not built: the shell, as for any client route.
    expect(await html('/faq')).toBe('<!doctype html><div id="root"></div>');
    expect(await html('/about/team')).toBe('<!doctype html><div id="root"></div>');
  });

  it('serves a page with a shell of its own that shell, a parameter page for each value', async () => {
    const html = async (pathname: string) => (await fetch(`${gateway.url}${pathname}`)).text();
    expect(await html('/admin/athletes/user-1?tab=payments')).toBe('<!doctype html><div id="root" data-shell="athlete"></div>');
    expect(await html('/admin/athletes/user-1/x')).toBe('<!doctype html><div id="root"></div>');
    // On the list, but not built: the plain shell.
    expect(await html('/dashboard')).toBe('<!doctype html><div id="root"></div>');
  });

  it("keeps a coach's /p/ page out of search engines with X-Robots-Tag, and no other page", async () => {
    const coachPage = await fetch(`${gateway.url}/p/abc123`);
    expect(coachPage.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await fetch(`${gateway.url}/about`)).headers.get('x-robots-tag')).toBeNull();
    expect((await fetch(`${gateway.url}/profile`)).headers.get('x-robots-tag')).toBeNull();
  });

  it("compresses the site's files for browsers that accept it, as CloudFront does", async () => {
    const raw = http.get(`${gateway.url}/assets/big-1234.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    const response = await new Promise<http.IncomingMessage>((resolve) => raw.once('response', resolve));
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(body.length).toBeLessThan(1000);
    expect(gunzipSync(body).toString()).toContain('herway herway');
  });
});
