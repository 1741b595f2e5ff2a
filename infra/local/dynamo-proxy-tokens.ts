import { createHash } from 'node:crypto';

/**
 * ClientRequestToken idempotency of TransactWriteItems, as DynamoDB documents it: a token used
 * again within 10 minutes of the first request's completion with the same parameters succeeds
 * without applying anything a second time; with other parameters it is an
 * IdempotentParameterMismatch; while the first request is still running, TransactionInProgress.
 * The AWS SDK fills a fresh token in every call and re-sends the same one when it retries a
 * request whose answer was lost, which is exactly the case this protects. Only applied
 * transactions are remembered: a cancelled one changed nothing and may be tried again.
 */
export const TOKEN_WINDOW_MS = 10 * 60 * 1000;

type TokenState = { fingerprint: string; state: 'running' } | { fingerprint: string; state: 'applied'; completedAt: number };

export type TokenCheck = 'new' | 'applied' | 'in-progress' | 'mismatch';

export class RequestTokens {
  private readonly tokens = new Map<string, TokenState>();

  constructor(private readonly now: () => number = Date.now) {}

  /** What an incoming request with this token and parameters is; 'new' marks it running. */
  begin(token: string, parameters: unknown): TokenCheck {
    this.forgetExpired();
    const fingerprint = fingerprintOf(parameters);
    const known = this.tokens.get(token);
    if (known) {
      if (known.fingerprint !== fingerprint) return 'mismatch';
      return known.state === 'running' ? 'in-progress' : 'applied';
    }
    this.tokens.set(token, { fingerprint, state: 'running' });
    return 'new';
  }

  /** The request of a 'new' token finished: remembered if applied, forgotten if not. */
  finish(token: string, applied: boolean): void {
    const known = this.tokens.get(token);
    if (!known) return;
    if (applied) this.tokens.set(token, { fingerprint: known.fingerprint, state: 'applied', completedAt: this.now() });
    else this.tokens.delete(token);
  }

  private forgetExpired(): void {
    const oldest = this.now() - TOKEN_WINDOW_MS;
    for (const [token, known] of this.tokens) {
      if (known.state === 'applied' && known.completedAt < oldest) this.tokens.delete(token);
    }
  }
}

function fingerprintOf(parameters: unknown): string {
  return createHash('sha256').update(JSON.stringify(parameters)).digest('hex');
}
