import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_STRIPE_CONFIRM_PATH } from '@herway/shared/contracts/local-card';
import { LOCAL_STRIPE_SECRET_KEY } from '@herway/functions/kernel/config';
import type { LocalPage } from './gateway';
import { sendApi, stripeApi } from './stripe-api';
import { authenticationPage, LOCAL_STRIPE_AUTHENTICATE_PATH } from './stripe-authenticate';
import { cardConfirmPage } from './stripe-confirm';
import { findIntentBySecret } from './stripe-intents';
import type { Json } from './stripe-objects';
import { CardPayments } from './stripe-payments';
import { StateFile, type StripeContext, unixSeconds } from './stripe-state';
import { buildEvent, webhookOutbox } from './stripe-webhooks';

// The local Stripe (docs/architecture.md#the-local-stack): no Stripe emulator exists on npm, so on
// the local stack this small HTTP server answers the part of Stripe's API the handlers call
// (customers, payment intents and their cancellation, refunds), with Stripe's form-encoded
// requests, its JSON objects, its error shape and its idempotency keys, keeping its data in a
// JSON file. The browser's card step is `POST /local/stripe/confirm` on the site's own origin
// (mounted by the local gateway): the test card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
// is declined, and each outcome is sent to the site's /api/webhooks/stripe as Stripe's own event,
// signed with the local webhook secret exactly as Stripe signs. Local only: never in the route
// table, never in AWS. Its parts, by concern: stripe-api.ts (HTTP and routes), stripe-idempotency.ts,
// stripe-customers.ts, stripe-intents.ts, stripe-payments.ts and stripe-charges.ts (the card step's
// state machine), stripe-refunds.ts, stripe-webhooks.ts and stripe-outbox.ts (events), stripe-state.ts.

export { LOCAL_STRIPE_AUTHENTICATE_PATH, LOCAL_STRIPE_CONFIRM_PATH };

/** Stripe retries a failed webhook delivery for days; here a few times, soon. */
const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000];
const DEFAULT_EVENT_DELAY_MS = 1_500;

export interface LocalStripeOptions {
  port: number;
  host?: string;
  /** Where the JSON state file is kept (`<data dir>/stripe`). */
  dataDir: string;
  /** The site's webhook: `${siteUrl}/api/webhooks/stripe`. */
  webhookUrl: string;
  /** The local webhook secret (`whsec_local_herway`) the webhook verifies with. */
  webhookSecret: string;
  /** The API key the emulator accepts (default LOCAL_STRIPE_SECRET_KEY). */
  secretKey?: string;
  /** Origins the browser may confirm from (the site, and Vite's dev server with `npm run dev`). */
  allowedOrigins: readonly string[];
  /** Delays before each retry of a failed webhook delivery. */
  retryDelaysMs?: readonly number[];
  /** How long after a payment its event reaches the webhook (default 1.5 s, as Stripe's are late). */
  eventDelayMs?: number;
  /** How long a `processing` test card's payment takes to settle (default 4 s). */
  processingMs?: number;
  now?: () => Date;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface LocalStripe {
  /** The API base the handlers use as STRIPE_API_BASE. */
  url: string;
  /** The card step, mounted by the gateway at LOCAL_STRIPE_CONFIRM_PATH. */
  confirmPage: LocalPage;
  /** The 3-D Secure step, mounted by the gateway at LOCAL_STRIPE_AUTHENTICATE_PATH. */
  authenticatePage: LocalPage;
  /** Resolves when no webhook delivery (first attempts and retries) is pending. */
  waitForDeliveries(): Promise<void>;
  close(): Promise<void>;
}

/** The state file, the clock and the events, as every operation uses them. */
function stripeContext(file: StateFile, options: LocalStripeOptions, log: Pick<Console, 'warn' | 'error'>) {
  const now = options.now ?? (() => new Date());
  const outbox = webhookOutbox({
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    entries: file.state.outbox,
    persist: () => file.save(),
    delayMs: options.eventDelayMs ?? DEFAULT_EVENT_DELAY_MS,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    now,
    log,
  });
  const context: StripeContext = {
    state: file.state,
    save: () => file.save(),
    now,
    emit: (type: string, object: Json, eventOptions = {}) => outbox.enqueue(buildEvent(type, object, unixSeconds(context), eventOptions)),
  };
  return { context, outbox };
}

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? console;
  const allowedOrigins = new Set(options.allowedOrigins.map((origin) => origin.replace(/\/$/, '')));
  const file = await StateFile.open(options.dataDir, log);
  const { context, outbox } = stripeContext(file, options, log);
  const payments = new CardPayments(context, options.processingMs);
  const handleApi = stripeApi(context, options.secretKey ?? LOCAL_STRIPE_SECRET_KEY);
  const server = createServer((req, res) => {
    handleApi(req, res).catch((error: unknown) => {
      log.error('[local-stripe] request failed:', error);
      if (!res.headersSent) sendApi(res, 500, { error: { type: 'api_error', message: 'The local Stripe failed; see the terminal.' } });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // What an earlier run accepted and had not finished: deliveries, and payments still processing.
  outbox.resume();
  payments.resume();
  return {
    url: `http://${host}:${port}`,
    confirmPage: cardConfirmPage(context, payments, allowedOrigins),
    authenticatePage: authenticationPage({
      allowedOrigins,
      findBySecret: (clientSecret) => findIntentBySecret(context, clientSecret),
      complete: (intent, approved) => payments.completeAuthentication(intent, approved),
    }),
    waitForDeliveries: async () => {
      while (payments.pending) await new Promise((resolve) => setTimeout(resolve, 20));
      await outbox.waitForIdle();
    },
    close: async () => {
      // Undelivered events and unsettled payments stay on disk for the next start.
      outbox.close();
      payments.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await file.flushed();
    },
  };
}
