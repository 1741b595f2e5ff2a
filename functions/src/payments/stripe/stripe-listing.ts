import type Stripe from 'stripe';
import { stripeClient } from './stripe';

/**
 * Every PaymentIntent Stripe created since a time that is `succeeded` now, following Stripe's
 * pages (`created[gte]`, `limit`, `starting_after`, `has_more`) with stripe-node's
 * auto-pagination. Used by the reconciliation job, which reads at most a few days of orders.
 */
export async function listSucceededIntentsSince(since: Date): Promise<Stripe.PaymentIntent[]> {
  const succeeded: Stripe.PaymentIntent[] = [];
  const pages = stripeClient().paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 });
  for await (const intent of pages) if (intent.status === 'succeeded') succeeded.push(intent);
  return succeeded;
}
