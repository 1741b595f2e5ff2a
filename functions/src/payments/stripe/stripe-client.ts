import Stripe from 'stripe';
import { config } from '../../kernel/config';
import type { Config } from '../../kernel/config';

/**
 * The one Stripe client (STYLE: "one pinned, configured Stripe client module"), created once per
 * container: the API version is pinned, requests time out after 8 s and are retried once (never
 * in tests); every POST carries an idempotency key. With STRIPE_API_BASE (local stack only) it
 * talks to the local Stripe emulator (infra/local/local-stripe.ts) instead of api.stripe.com.
 */

/** The API version every request is made with; the webhook endpoint in Stripe's dashboard must use it too. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const satisfies Stripe.LatestApiVersion;

const REQUEST_TIMEOUT_MS = 8_000;

let client: Stripe | undefined;

/** stripe-node's host/port/protocol settings for an emulator's base URL. */
export function stripeConnection(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function stripeClientOptions(settings: Config): Stripe.StripeConfig {
  return {
    apiVersion: STRIPE_API_VERSION,
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: settings.STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'HerWay' },
    ...stripeConnection(settings.STRIPE_API_BASE),
  };
}

export function stripeClient(): Stripe {
  const settings = config();
  if (!client) {
    if (!settings.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set: payments cannot be taken');
    client = new Stripe(settings.STRIPE_SECRET_KEY, stripeClientOptions(settings));
  }
  return client;
}

/** Thrown when Stripe cannot be reached or answers with a server error: the caller answers 503. */
export class PaymentProviderUnavailableError extends Error {
  override readonly name = 'PaymentProviderUnavailableError';
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Stripe is still answering another request with this idempotency key (409 idempotency_key_in_use). */
const isKeyInUse = (error: unknown): boolean => isStripeError(error) && error.statusCode === 409 && error.code === 'idempotency_key_in_use';

const KEY_IN_USE_WAIT_MS = 250;
const KEY_IN_USE_ATTEMPTS = 20;

/**
 * Runs one Stripe call. Every POST carries an idempotency key, so two consumers doing the same
 * thing at once (an event delivered twice) can meet Stripe's 409 idempotency_key_in_use while the
 * first is still being answered: the second waits and asks again, then gets the first one's
 * answer. A connection failure or a Stripe 5xx becomes PaymentProviderUnavailableError; anything
 * else is rethrown.
 */
export async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (isKeyInUse(error) && attempt < KEY_IN_USE_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, KEY_IN_USE_WAIT_MS));
        continue;
      }
      if (isStripeError(error) && (error.type === 'StripeConnectionError' || error.type === 'StripeAPIError' || (error.statusCode ?? 0) >= 500)) {
        throw new PaymentProviderUnavailableError(`Stripe ${what} failed: ${error.message}`, { cause: error });
      }
      throw error;
    }
  }
}
