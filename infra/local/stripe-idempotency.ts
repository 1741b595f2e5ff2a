import { createHash } from 'node:crypto';
import type { Json } from './stripe-objects';
import type { StripeState } from './stripe-state';

// Stripe's idempotency keys: a POST sent again with its key gets the first answer (for 24 hours);
// with other parameters it is refused; while the first is still being answered (a refund waits
// for its webhook deliveries) it is a 409 idempotency_key_in_use.

/** Stripe keeps idempotency keys for 24 hours. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export interface StoredAnswer {
  status: number;
  body: Json;
}

/** What a request with an idempotency key is: new, the replay of a stored answer, or refused. */
export type KeyCheck = { kind: 'new' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'refused'; answer: StoredAnswer };

export class IdempotencyKeys {
  /** Keys of requests still being answered. */
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly stored: StripeState['idempotency'],
    private readonly now: () => Date,
  ) {}

  /** The fingerprint a key's first request is kept with. */
  static fingerprint(method: string, pathname: string, body: string): string {
    return createHash('sha256').update(`${method} ${pathname} ${body}`).digest('hex');
  }

  /** Checks a request's key; a 'new' one is marked in flight until `finish`. */
  begin(key: string, fingerprint: string): KeyCheck {
    const stored = this.stored[key];
    if (stored && stored.storedAt > this.now().getTime() - IDEMPOTENCY_TTL_MS) {
      if (stored.request !== fingerprint) return { kind: 'refused', answer: { status: 400, body: { error: mismatchError(key) } } };
      return { kind: 'replay', answer: { status: stored.status, body: stored.body } };
    }
    if (this.inFlight.has(key)) return { kind: 'refused', answer: { status: 409, body: { error: IN_USE_ERROR } } };
    this.inFlight.add(key);
    return { kind: 'new' };
  }

  /** The request of a 'new' key was answered: no longer in flight. */
  release(key: string): void {
    this.inFlight.delete(key);
  }

  /** Keeps the answer of a key's request for replays, and forgets keys past Stripe's 24 hours. */
  remember(key: string, fingerprint: string, answer: StoredAnswer): void {
    const nowMs = this.now().getTime();
    this.stored[key] = { request: fingerprint, status: answer.status, body: answer.body, storedAt: nowMs };
    for (const [storedKey, stored] of Object.entries(this.stored)) {
      if (stored.storedAt <= nowMs - IDEMPOTENCY_TTL_MS) delete this.stored[storedKey];
    }
  }
}

const mismatchError = (key: string) => ({
  type: 'idempotency_error',
  message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
});

const IN_USE_ERROR = {
  type: 'idempotency_error',
  code: 'idempotency_key_in_use',
  message:
    'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
};
