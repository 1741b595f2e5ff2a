import Stripe from 'stripe';

export type StripeSignatureRefusal = 'malformed' | 'mismatch' | 'stale' | 'not-json';

export type VerifiedStripeEvent = { valid: true; event: Stripe.Event } | { valid: false; reason: StripeSignatureRefusal };

/**
 * Verifies a delivery with stripe-node's constructEvent over the exact raw body (default 300 s
 * tolerance). Needs only the webhook secret, never the API key.
 */
export function verifyStripeEvent(rawBody: string, signatureHeader: string, secret: string): VerifiedStripeEvent {
  try {
    return { valid: true, event: Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret) };
  } catch (error) {
    // The signature matched but the body is not JSON.
    if (error instanceof SyntaxError) return { valid: false, reason: 'not-json' };
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    const message = error.message;
    if (/tolerance/i.test(message)) return { valid: false, reason: 'stale' };
    if (/Unable to extract timestamp and signatures/i.test(message)) return { valid: false, reason: 'malformed' };
    return { valid: false, reason: 'mismatch' };
  }
}

/** Signs a payload as Stripe signs webhook deliveries (tests and the local emulator). */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}
