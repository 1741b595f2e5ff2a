import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '@herway/functions/payments/stripe/stripe';
import { type Json, stripeObjectId } from './stripe-objects';
import { WebhookOutbox, type OutboxEntry } from './stripe-outbox';

// Stripe's events of the local Stripe: built as Stripe builds them, signed with the local webhook
// secret exactly as Stripe signs, and POSTed to the site's webhook through the outbox
// (stripe-outbox.ts), which keeps them on disk until delivered.

export interface WebhookDeliveryOptions {
  /** The site's webhook: `${siteUrl}/api/webhooks/stripe`. */
  webhookUrl: string;
  /** The local webhook secret (`whsec_local_herway`) the webhook verifies with. */
  webhookSecret: string;
  /** The outbox kept in the state file, changed in place. */
  entries: OutboxEntry[];
  persist: () => Promise<void>;
  delayMs: number;
  retryDelaysMs: readonly number[];
  now: () => Date;
  log: Pick<Console, 'warn' | 'error'>;
}

/** Stripe's event of `object` as it is now (a copy, so later changes don't reach it). */
export function buildEvent(type: string, object: Json, created: number, options: { extra?: Json; idempotencyKey?: string | null } = {}): Json {
  return {
    id: stripeObjectId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    data: { object: structuredClone(object), ...options.extra },
    livemode: false,
    pending_webhooks: 1,
    request: { id: `req_${randomUUID().replaceAll('-', '').slice(0, 14)}`, idempotency_key: options.idempotencyKey ?? null },
    type,
  };
}

/** One signed POST to the site's webhook, as Stripe sends it; true on a 2xx answer. */
async function post(event: Json, options: Pick<WebhookDeliveryOptions, 'webhookUrl' | 'webhookSecret' | 'log'>): Promise<boolean> {
  const payload = JSON.stringify(event, null, 2);
  try {
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
      },
      body: payload,
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    if (!response.ok) options.log.warn(`[local-stripe] ${String(event.type)} ${String(event.id)}: the webhook answered ${response.status}`);
    return response.ok;
  } catch (error) {
    options.log.warn(`[local-stripe] ${String(event.type)} ${String(event.id)} could not be delivered: ${(error as Error).message}`);
    return false;
  }
}

/** The outbox that delivers the local Stripe's events to the site's webhook. */
export function webhookOutbox(options: WebhookDeliveryOptions): WebhookOutbox {
  return new WebhookOutbox({
    entries: options.entries,
    deliver: (event) => post(event, options),
    persist: options.persist,
    delayMs: options.delayMs,
    retryDelaysMs: options.retryDelaysMs,
    now: () => options.now().getTime(),
    log: options.log,
  });
}
