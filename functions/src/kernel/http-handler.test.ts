import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '@herway/shared/zod';
import type { SessionUser } from './auth/token-verifier';
import { httpEvent, lambdaContext, sameSiteJson } from '../testing/http-event';
import { TooManyAttempts } from './domain-errors';
import { badRequest } from './http-errors';
import { httpHandler, reply } from './http-handler';
import { tableRoute } from '../testing/routes';

const sessions = new Map<string, SessionUser>([
  [
    'athlete-token',
    { sub: 'athlete-1', username: 'a@example.com', groups: ['athlete'], isAdmin: false, authTime: 1_790_000_000, tokenId: 'jti-1', expiresAt: 4_102_444_800 },
  ],
  [
    'admin-token',
    { sub: 'admin-1', username: 'admin@example.com', groups: ['admin'], isAdmin: true, authTime: 1_790_000_000, tokenId: 'jti-1', expiresAt: 4_102_444_800 },
  ],
]);

vi.mock('./auth/token-verifier', () => ({
  verifyAccessToken: async (token: string) => sessions.get(token),
}));
// Every session is live here; session-validity.test.ts and the integration tests cover ending them.
vi.mock('./auth/session-validity', () => ({ isSessionCurrent: async () => true }));

const contactBody = z.object({
  email: z.email('Invalid email address'),
  message: z.string().check(z.minLength(10, 'Message must be at least 10 characters')),
});

const submit = httpHandler(tableRoute('contact/submit-contact'), { body: contactBody }, async ({ body, user }) => ({
  received: body,
  signedIn: Boolean(user),
}));
const dashboard = httpHandler(tableRoute('dashboard/get-dashboard'), {}, async ({ user }) => ({ sub: user.sub }));
const adminList = httpHandler(
  tableRoute('admin/admin/list-contacts'),
  { query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.maximum(100)), 50) }) },
  async ({ query }) => ({ limit: query.limit }),
);
const webhook = httpHandler(tableRoute('payments/receive-stripe-event'), {}, async ({ rawBody, headers }) =>
  reply(202, { rawBody, signature: headers['stripe-signature'] }),
);
const failing = httpHandler(tableRoute('content/get-resource-download'), { path: z.object({ downloadKey: z.string() }) }, async () => {
  throw new Error('database exploded: secret detail');
});

const call = async (handler: typeof submit, ...args: Parameters<typeof httpEvent>) => {
  const result = await handler(httpEvent(...args), lambdaContext);
  return { ...result, json: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : undefined };
};

describe('httpHandler', () => {
  beforeEach(() => {
    process.env.SITE_ORIGIN = 'http://localhost:3000';
  });

  it('parses a valid JSON body and replies 200 JSON with security headers and no caching', async () => {
    const result = await call(submit, 'POST', '/api/contact', {
      headers: sameSiteJson,
      body: JSON.stringify({ email: 'a@b.co', message: 'Hello there, coach' }),
    });
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({ received: { email: 'a@b.co', message: 'Hello there, coach' }, signedIn: false });
    expect(result.headers?.['Content-Type']).toMatch(/application\/json/);
    expect(result.headers?.['Cache-Control']).toBe('no-store');
    expect(result.headers?.['X-Content-Type-Options']).toBe('nosniff');
  });

  it('decodes a base64 body', async () => {
    const result = await call(submit, 'POST', '/api/contact', {
      headers: sameSiteJson,
      base64: true,
      body: JSON.stringify({ email: 'a@b.co', message: 'Hello there, coach' }),
    });
    expect(result.statusCode).toBe(200);
  });

  it('answers 400 naming the field for a bad body, with every issue listed', async () => {
    const result = await call(submit, 'POST', '/api/contact', { headers: sameSiteJson, body: JSON.stringify({ email: 'nope', message: 'short' }) });
    expect(result.statusCode).toBe(400);
    expect(result.json?.message).toBe('Invalid email address');
    expect(result.json?.issues).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
    expect(result.headers?.['Content-Type']).toMatch(/application\/json/);
  });

  it('answers 400 for malformed JSON and for a missing body', async () => {
    const malformed = await call(submit, 'POST', '/api/contact', { headers: sameSiteJson, body: '{"email": ' });
    expect([malformed.statusCode, malformed.json?.message]).toEqual([400, 'Request body is not valid JSON']);
    const missing = await call(submit, 'POST', '/api/contact', { headers: sameSiteJson });
    expect([missing.statusCode, missing.json?.message]).toEqual([400, 'Request body is required']);
  });

  it('refuses a state-changing request from another origin or without a JSON content type', async () => {
    const body = JSON.stringify({ email: 'a@b.co', message: 'Hello there, coach' });
    const foreign = await call(submit, 'POST', '/api/contact', { headers: { ...sameSiteJson, origin: 'https://evil.example' }, body });
    expect([foreign.statusCode, foreign.json?.message]).toEqual([403, 'Cross-site request refused']);
    const noOrigin = await call(submit, 'POST', '/api/contact', { headers: { 'content-type': 'application/json' }, body });
    expect(noOrigin.statusCode).toBe(403);
    const form = await call(submit, 'POST', '/api/contact', { headers: { ...sameSiteJson, 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(form.statusCode).toBe(415);
  });

  it('exempts webhooks from the CSRF rule and hands them the raw body', async () => {
    const payload = '{"id":"evt_1",  "type":"payment_intent.succeeded"}';
    const result = await call(webhook, 'POST', '/api/webhooks/stripe', {
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: payload,
      base64: true,
    });
    expect(result.statusCode).toBe(202);
    expect(result.json).toEqual({ rawBody: payload, signature: 't=1,v1=abc' });
  });

  it('answers 401 on an athlete route without a valid session', async () => {
    const none = await call(dashboard, 'GET', '/api/dashboard');
    expect([none.statusCode, none.json?.message]).toEqual([401, 'Authentication required']);
    const forged = await call(dashboard, 'GET', '/api/dashboard', { cookies: ['herway_access=forged'] });
    expect(forged.statusCode).toBe(401);
    const ok = await call(dashboard, 'GET', '/api/dashboard', { cookies: ['herway_access=athlete-token'] });
    expect([ok.statusCode, ok.json]).toEqual([200, { sub: 'athlete-1' }]);
  });

  it('answers 403 when the role is missing', async () => {
    const athlete = await call(adminList, 'GET', '/api/contacts', { cookies: ['herway_access=athlete-token'] });
    expect([athlete.statusCode, athlete.json?.message]).toEqual([403, 'Admin access required']);
    const admin = await call(adminList, 'GET', '/api/contacts', { cookies: ['herway_access=admin-token'], query: { limit: '20' } });
    expect([admin.statusCode, admin.json]).toEqual([200, { limit: 20 }]);
    const adminOnAthleteRoute = await call(dashboard, 'GET', '/api/dashboard', { cookies: ['herway_access=admin-token'] });
    expect(adminOnAthleteRoute.statusCode).toBe(403);
  });

  it('checks the session before validating input', async () => {
    const result = await call(adminList, 'GET', '/api/contacts', { query: { limit: 'lots' } });
    expect(result.statusCode).toBe(401);
  });

  it('validates the query', async () => {
    const result = await call(adminList, 'GET', '/api/contacts', { cookies: ['herway_access=admin-token'], query: { limit: '500' } });
    expect(result.statusCode).toBe(400);
    expect(result.json).toMatchObject({ message: 'Limit must be at most 100', issues: [{ field: 'limit', message: 'Limit must be at most 100' }] });
  });

  it('turns an unexpected error into a 500 that leaks nothing', async () => {
    const result = await call(failing, 'GET', '/api/download/x', { pathParameters: { downloadKey: 'x' } });
    expect(result.statusCode).toBe(500);
    expect(result.json).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(result.body).not.toContain('secret detail');
    expect(result.headers?.['X-Content-Type-Options']).toBe('nosniff');
  });

  it('passes thrown HTTP errors through as JSON', async () => {
    const refusing = httpHandler(tableRoute('payments/validate-discount'), {}, async () => {
      throw badRequest('Invalid discount code');
    });
    const result = await call(refusing, 'POST', '/api/validate-discount', { headers: sameSiteJson });
    expect([result.statusCode, result.json]).toEqual([400, { message: 'Invalid discount code' }]);
  });

  it('answers a domain error thrown by a service with its status from the table, like an HTTP error', async () => {
    const limited = httpHandler(tableRoute('payments/validate-discount'), {}, async () => {
      throw new TooManyAttempts('Too many discount codes tried.', 120);
    });
    const result = await call(limited, 'POST', '/api/validate-discount', { headers: sameSiteJson });
    expect([result.statusCode, result.json]).toEqual([429, { message: 'Too many discount codes tried.' }]);
    expect(result.headers).toMatchObject({ 'Retry-After': '120', 'Cache-Control': 'no-store', 'Content-Type': 'application/json' });
  });

  it('checks a reply against its schema: a match goes out unchanged, a mismatch is a loud 500 in tests', async () => {
    const replySchema = z.object({ received: z.boolean() });
    const answering = (value: unknown) =>
      httpHandler(tableRoute('payments/validate-discount'), { reply: replySchema }, async () => value as z.input<typeof replySchema>);
    const matching = await call(answering({ received: true, extra: 'kept' }), 'POST', '/api/validate-discount', { headers: sameSiteJson });
    expect([matching.statusCode, matching.json]).toEqual([200, { received: true, extra: 'kept' }]);
    const wrong = await call(answering({ received: 'yes' }), 'POST', '/api/validate-discount', { headers: sameSiteJson });
    expect([wrong.statusCode, wrong.json]).toEqual([500, { message: 'Something went wrong on our side. Please try again.' }]);
  });

  it('sends a raw text body as it is, with its own content type and no caching', async () => {
    const csv = '\uFEFFid,name\r\n1,"Lopez, Ava"\r\n';
    const exporting = httpHandler(tableRoute('admin/admin/export-csv'), {}, async () =>
      reply(200, csv, { raw: true, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="x.csv"' } }),
    );
    const result = await exporting(httpEvent('GET', '/api/admin/export/contacts', { cookies: ['herway_access=admin-token'] }), lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe(csv);
    expect(result.headers).toMatchObject({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="x.csv"',
      'Cache-Control': 'no-store',
    });
    expect(Object.keys(result.headers ?? {}).filter((name) => name.toLowerCase() === 'content-type')).toHaveLength(1);
    expect(() => reply(200, { not: 'text' }, { raw: true })).toThrow(TypeError);
  });

  it('sends bytes base64-encoded with isBase64Encoded, as API Gateway returns a binary body', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xe9, 0x00, 0xff]);
    const downloading = httpHandler(tableRoute('payments/get-receipt-pdf'), {}, async () =>
      reply(200, pdf, { raw: true, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="r.pdf"' } }),
    );
    const result = await downloading(httpEvent('GET', '/api/receipts/HW-20261121-ABCDEFGH/pdf', { cookies: ['herway_access=athlete-token'] }), lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(result.isBase64Encoded).toBe(true);
    expect(new Uint8Array(Buffer.from(result.body ?? '', 'base64'))).toEqual(pdf);
    expect(result.headers).toMatchObject({ 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store' });
  });

  it('is built only on an entry of the route table, each field of it (the compiler checks: `npm run typecheck`)', () => {
    const strayPath = () =>
      // @ts-expect-error: the table has no such path for the contact form
      httpHandler({ method: 'POST', path: '/api/contact-us', handler: 'contact/submit-contact', auth: 'public' }, {}, async () => ({}));
    const wrongLevel = () =>
      // @ts-expect-error: the contact form is public in the table
      httpHandler({ method: 'POST', path: '/api/contact', handler: 'contact/submit-contact', auth: 'admin' }, {}, async () => ({}));
    expect([strayPath, wrongLevel].every((build) => typeof build === 'function')).toBe(true);
  });
});
