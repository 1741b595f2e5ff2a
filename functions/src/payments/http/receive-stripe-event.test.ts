import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { readFixture } from '@herway/events/fixture';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signStripePayload } from '../stripe/stripe';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { DEPLOYED_RESOURCES } from '../../testing/deployed-environment';

const eventBridge = mockClient(EventBridgeClient);
const secret = 'whsec_unit_test';

async function loadHandler(environment: Record<string, string | undefined> = { STRIPE_WEBHOOK_SECRET: secret }) {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./receive-stripe-event')).handler;
}

async function deliver(raw: string, headers: Record<string, string>, options: { environment?: Record<string, string | undefined>; base64?: boolean } = {}) {
  const handler = await loadHandler(options.environment);
  const result = await handler(
    httpEvent('POST', '/api/webhooks/stripe', {
      body: raw,
      base64: options.base64,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    }),
    lambdaContext,
  );
  return { statusCode: result.statusCode, json: JSON.parse(result.body ?? '{}') as Record<string, unknown> };
}

const signed = (raw: string, key = secret, timestamp?: number) => ({ 'Stripe-Signature': signStripePayload(raw, key, timestamp) });
const fixture = (name: 'stripe/payment-intent-succeeded' | 'stripe/charge-refunded') => JSON.stringify(readFixture(name), null, 2);

describe('POST /api/webhooks/stripe', () => {
  beforeEach(() => {
    eventBridge.reset();
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'event-1' }] });
  });
  afterEach(() => vi.unstubAllEnvs());

  it('verifies the signature, puts the event on the bus as sent, then answers 200 { received: true }', async () => {
    const raw = fixture('stripe/payment-intent-succeeded');
    expect(await deliver(raw, signed(raw))).toEqual({ statusCode: 200, json: { received: true } });
    const [entry] = eventBridge.commandCalls(PutEventsCommand)[0]?.args[0].input.Entries ?? [];
    expect(entry).toMatchObject({ Source: 'herway.stripe', DetailType: 'payment_intent.succeeded', EventBusName: 'herway' });
    expect(JSON.parse(entry?.Detail ?? '')).toEqual(JSON.parse(raw));
    // The request's id travels with the event, for the consumer's logs (kernel/correlation.ts).
    expect(entry?.Resources).toEqual(['herway:correlation-id/request-1']);
  });

  it('reads a base64-encoded body', async () => {
    const raw = fixture('stripe/charge-refunded');
    expect((await deliver(raw, signed(raw), { base64: true })).statusCode).toBe(200);
    expect(eventBridge.commandCalls(PutEventsCommand)[0]?.args[0].input.Entries?.[0]?.DetailType).toBe('charge.refunded');
  });

  it('refuses a missing, forged, tampered or stale signature with 400 and puts nothing', async () => {
    const raw = fixture('stripe/payment-intent-succeeded');
    const cases: [Record<string, string>, string, string?][] = [
      [{}, 'Missing Stripe-Signature header'],
      [{ 'Stripe-Signature': 'nonsense' }, 'Invalid Stripe-Signature header'],
      [signed(raw, 'whsec_someone_else'), 'Stripe signature does not match'],
      [signed(raw), 'Stripe signature does not match', raw.replace('"amount": 56000', '"amount": 100')],
      [signed(raw, secret, Math.floor(Date.now() / 1000) - 301), 'Stripe signature timestamp is too old'],
    ];
    for (const [headers, message, body] of cases) {
      expect(await deliver(body ?? raw, headers)).toEqual({ statusCode: 400, json: { message } });
    }
    // Within the 300 s tolerance it is accepted.
    expect((await deliver(raw, signed(raw, secret, Math.floor(Date.now() / 1000) - 240))).statusCode).toBe(200);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(1);
  });

  it('drops event types HerWay does not use with 200, putting nothing', async () => {
    const raw = JSON.stringify({ ...(readFixture('stripe/payment-intent-succeeded') as object), type: 'payment_intent.created' });
    expect(await deliver(raw, signed(raw))).toEqual({ statusCode: 200, json: { received: true } });
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('answers 400 to a signed event that breaks the contract or is not JSON', async () => {
    const event = readFixture('stripe/payment-intent-succeeded') as { data: { object: Record<string, unknown> } };
    delete event.data.object.metadata;
    const broken = JSON.stringify(event);
    expect(await deliver(broken, signed(broken))).toEqual({ statusCode: 400, json: { message: 'Invalid payment_intent.succeeded payload' } });
    expect(await deliver('not json', signed('not json'))).toEqual({ statusCode: 400, json: { message: 'Request body is not valid JSON' } });
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('answers 500 when the bus did not take the event, so Stripe retries', async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 1, Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'down' }] });
    const raw = fixture('stripe/payment-intent-succeeded');
    const result = await deliver(raw, signed(raw));
    expect(result.statusCode).toBe(500);
    expect(result.json.received).toBeUndefined();
  });

  it('verifies with the local secret on the local stage, and refuses everything elsewhere without one', async () => {
    const raw = fixture('stripe/payment-intent-succeeded');
    expect((await deliver(raw, signed(raw, 'whsec_local_herway'), { environment: { STRIPE_WEBHOOK_SECRET: undefined, STAGE: 'local' } })).statusCode).toBe(200);
    expect(
      (await deliver(raw, signed(raw, 'whsec_local_herway'), { environment: { STRIPE_WEBHOOK_SECRET: undefined, STAGE: 'prod', ...DEPLOYED_RESOURCES } }))
        .statusCode,
    ).toBe(500);
  });

  it('needs no Origin or JSON content type: webhooks are exempt from the CSRF rule', async () => {
    const raw = fixture('stripe/payment-intent-succeeded');
    const handler = await loadHandler();
    const result = await handler(
      httpEvent('POST', '/api/webhooks/stripe', { body: raw, headers: { 'content-type': 'text/plain', ...signed(raw) } }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(200);
  });
});
