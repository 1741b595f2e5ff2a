import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Json } from './stripe-objects';
import type { OutboxEntry } from './stripe-outbox';

// The local Stripe's data, kept in one JSON file (`<data dir>/state.json`), and the context its
// operations share: the data, saving it, the clock and sending Stripe's events.

export interface StripeState {
  customers: Record<string, Json>;
  paymentIntents: Record<string, Json>;
  charges: Record<string, Json>;
  refunds: Record<string, Json>;
  idempotency: Record<string, { request: string; status: number; body: Json; storedAt: number }>;
  /** Events not yet delivered to the webhook (stripe-outbox.ts). */
  outbox: OutboxEntry[];
  /** Payments of a `processing` test card, and when and how they settle. */
  processing: Record<string, { until: number; then: 'succeed' | 'fail'; last4: string; expMonth: number; expYear: number }>;
  /** Payments waiting in requires_action for the shopper's 3-D Secure step. */
  authentications: Record<string, CardDetails & { returnUrl: string }>;
}

/** The card of a payment, as its charge records it. */
export interface CardDetails {
  last4: string;
  expMonth: number;
  expYear: number;
  postalCode?: string;
}

/** Why a payment was refused, as Stripe's last_payment_error says it. */
export interface CardFailure {
  code: string;
  declineCode?: string;
  message: string;
}

export interface StripeContext {
  readonly state: StripeState;
  /** Writes the state after a change, in order; resolves once written. */
  save(): Promise<void>;
  now(): Date;
  /** Sends Stripe's event of `object` as it is now: on disk before this resolves, delivered after the delay. */
  emit(type: string, object: Json, options?: { extra?: Json; idempotencyKey?: string | null }): Promise<void>;
}

/** Stripe's `created` times: seconds since the epoch. */
export const unixSeconds = (context: Pick<StripeContext, 'now'>) => Math.floor(context.now().getTime() / 1000);

const emptyState = (): StripeState => ({
  customers: {},
  paymentIntents: {},
  charges: {},
  refunds: {},
  idempotency: {},
  outbox: [],
  processing: {},
  authentications: {},
});

/** The state file: read once at start, then rewritten after each change, atomically and in order. */
export class StateFile {
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    readonly state: StripeState,
    private readonly log: Pick<Console, 'error'>,
  ) {}

  static async open(dataDir: string, log: Pick<Console, 'error'>): Promise<StateFile> {
    const file = path.join(dataDir, 'state.json');
    await mkdir(dataDir, { recursive: true });
    return new StateFile(file, await loadState(file), log);
  }

  /** Writes the state as it is now, after any write still under way; resolves once written. */
  save(): Promise<void> {
    const snapshot = JSON.stringify(this.state, null, 2);
    this.saving = this.saving
      .then(async () => {
        await writeFile(`${this.file}.tmp`, snapshot);
        await rename(`${this.file}.tmp`, this.file);
      })
      .catch((error: unknown) => this.log.error('[local-stripe] could not save its state:', error));
    return this.saving;
  }

  /** Resolves once every write asked for so far is done. */
  flushed(): Promise<void> {
    return this.saving;
  }
}

async function loadState(file: string): Promise<StripeState> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<StripeState>;
    return { ...emptyState(), ...stored };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw new Error(`The local Stripe's state file ${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
}
