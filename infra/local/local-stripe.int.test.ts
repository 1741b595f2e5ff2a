import { describe, expect, inject, it } from 'vitest';

const siteUrl = inject('siteUrl');
const env = inject('stackEnv');

describe('the local Stripe on the local stack', () => {
  it('gives the handlers its API and the local secrets', () => {
    expect(env.STRIPE_API_BASE).toMatch(/^http:\/\//);
    expect(env.STRIPE_SECRET_KEY).toBe('sk_test_local_herway');
    expect(env.STRIPE_WEBHOOK_SECRET).toBe('whsec_local_herway');
  });

  it('serves the card step on the site’s origin, JSON only, same-origin only, and not as an API route', async () => {
    const post = (headers: Record<string, string>, body = '{}') => fetch(`${siteUrl}/local/stripe/confirm`, { method: 'POST', headers, body });
    expect((await post({ Origin: siteUrl, 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await post({ Origin: 'https://evil.example', 'Content-Type': 'application/json' })).status).toBe(403);
    expect((await fetch(`${siteUrl}/local/stripe/confirm`)).status).toBe(405);
    expect((await fetch(`${siteUrl}/api/local/stripe/confirm`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a request without the local key', async () => {
    const response = await fetch(`${env.STRIPE_API_BASE}/v1/payment_intents/pi_x`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});
