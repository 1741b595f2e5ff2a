import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendlyBody } from '../../testing/calendly';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { DEPLOYED_RESOURCES } from '../../testing/deployed-environment';
import { signCalendlyPayload } from '../calendly-signature';

const eventBridge = mockClient(EventBridgeClient);
const key = 'unit-test-signing-key';

async function loadHandler(environment: Record<string, string | undefined> = { CALENDLY_WEBHOOK_SIGNING_KEY: key }) {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./receive-calendly-event')).handler;
}

async function deliver(raw: string, headers: Record<string, string>, environment?: Record<string, string | undefined>) {
  const handler = await loadHandler(environment);
  const result = await handler(
    httpEvent('POST', '/api/webhooks/calendly', { body: raw, headers: { 'content-type': 'application/json', ...headers } }),
    lambdaContext,
  );
  return { statusCode: result.statusCode, json: JSON.parse(result.body ?? '{}') as Record<string, unknown> };
}

const signed = (raw: string, signingKey = key, at?: number) => ({ 'Calendly-Webhook-Signature': signCalendlyPayload(raw, signingKey, at) });

describe('POST /api/webhooks/calendly', () => {
  beforeEach(() => {
    eventBridge.reset();
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'event-1' }] });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('puts a verified invitee.created on the bus as sent, then answers 200 { received: true }', async () => {
    const raw = JSON.stringify(calendlyBody('invitee.created', { userId: 'athlete-1' }));
    const result = await deliver(raw, signed(raw));
    expect(result).toEqual({ statusCode: 200, json: { received: true } });
    const calls = eventBridge.commandCalls(PutEventsCommand);
    expect(calls).toHaveLength(1);
    const [entry] = calls[0]?.args[0].input.Entries ?? [];
    expect(entry).toMatchObject({ Source: 'herway.calendly', DetailType: 'invitee.created', EventBusName: 'herway' });
    expect(JSON.parse(entry?.Detail ?? '')).toEqual(JSON.parse(raw));
  });

  it('reads a base64-encoded body', async () => {
    const raw = JSON.stringify(calendlyBody('invitee.canceled'));
    const handler = await loadHandler();
    const event = httpEvent('POST', '/api/webhooks/calendly', { body: raw, base64: true, headers: { 'content-type': 'application/json', ...signed(raw) } });
    expect((await handler(event, lambdaContext)).statusCode).toBe(200);
    expect(eventBridge.commandCalls(PutEventsCommand)[0]?.args[0].input.Entries?.[0]?.DetailType).toBe('invitee.canceled');
  });

  it('refuses a missing, forged, tampered or stale signature with 400 and puts nothing', async () => {
    const raw = JSON.stringify(calendlyBody('invitee.created'));
    const tampered = raw.replace('@example.com', '@evil.example');
    const cases = [
      [{}, 'Missing Calendly-Webhook-Signature header'],
      [signed(raw, 'not-the-key'), 'Calendly signature does not match'],
      [signed(raw), 'Calendly signature does not match', tampered],
      [signed(raw, key, Math.floor(Date.now() / 1000) - 181), 'Calendly signature timestamp is too old'],
      [{ 'Calendly-Webhook-Signature': 'sha256=whatever' }, 'Invalid Calendly-Webhook-Signature header'],
    ] as const;
    for (const [headers, message, body] of cases) {
      const result = await deliver(body ?? raw, headers);
      expect(result).toEqual({ statusCode: 400, json: { message } });
    }
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('drops event types HerWay does not use with 200, putting nothing', async () => {
    const raw = JSON.stringify({ ...calendlyBody('invitee.created'), event: 'routing_form_submission.created' });
    expect(await deliver(raw, signed(raw))).toEqual({ statusCode: 200, json: { received: true } });
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('answers 400 to a signed body that is not JSON or breaks the contract', async () => {
    const notJson = 'event=invitee.created';
    expect((await deliver(notJson, signed(notJson))).statusCode).toBe(400);
    const body = calendlyBody('invitee.created') as { payload: Record<string, unknown> };
    delete body.payload.scheduled_event;
    const broken = JSON.stringify(body);
    expect(await deliver(broken, signed(broken))).toEqual({ statusCode: 400, json: { message: 'Invalid invitee.created payload' } });
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('answers 500 when the bus did not take the event, so Calendly retries', async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 1, Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'down' }] });
    const raw = JSON.stringify(calendlyBody('invitee.created'));
    const result = await deliver(raw, signed(raw));
    expect(result.statusCode).toBe(500);
    expect(result.json.received).toBeUndefined();
  });

  it('verifies with the fixed local key on the local stage, and refuses everything elsewhere without a key', async () => {
    const raw = JSON.stringify(calendlyBody('invitee.created'));
    const local = await deliver(raw, signed(raw, 'local-calendly-signing-key'), { CALENDLY_WEBHOOK_SIGNING_KEY: undefined, STAGE: 'local' });
    expect(local.statusCode).toBe(200);
    const prod = await deliver(raw, signed(raw, 'local-calendly-signing-key'), {
      CALENDLY_WEBHOOK_SIGNING_KEY: undefined,
      STAGE: 'prod',
      ...DEPLOYED_RESOURCES,
    });
    expect(prod.statusCode).toBe(500);
  });

  it('needs no Origin or JSON content type: webhooks are exempt from the CSRF rule', async () => {
    const raw = JSON.stringify(calendlyBody('invitee.created'));
    const handler = await loadHandler();
    const event = httpEvent('POST', '/api/webhooks/calendly', { body: raw, headers: { 'content-type': 'text/plain', ...signed(raw) } });
    expect((await handler(event, lambdaContext)).statusCode).toBe(200);
  });
});
