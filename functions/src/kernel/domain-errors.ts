// What services and adapters throw when a request cannot be done: the reason in the domain's
// words and a message a parent can read. Only the HTTP layer turns them into statuses
// (domain-error-statuses.ts), so a service never chooses one.

/** A refusal with a readable message and, for the reply, any details (`issues`, `currentAmount`, …). */
export abstract class DomainError extends Error {
  abstract readonly kind: string;
  readonly details: Record<string, unknown>;

  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.details = details;
  }
}

/** What she sent cannot be used as it is (a wrong code, a refused discount, a stale list position). */
export class InvalidInput extends DomainError {
  readonly kind = 'InvalidInput';
}

/** She is not signed in, or her sign-in was refused or has lapsed. */
export class NotSignedIn extends DomainError {
  readonly kind = 'NotSignedIn';
}

/** She is signed in but may not do this. */
export class NotAllowed extends DomainError {
  readonly kind = 'NotAllowed';
}

/** The thing asked for does not exist (or is not hers). */
export class NotFound extends DomainError {
  readonly kind = 'NotFound';
}

/** The records are not in a state that allows it (already paid, already refunded, price changed). */
export class Conflict extends DomainError {
  readonly kind = 'Conflict';
}

/** Too many attempts; with the seconds she should wait when they are known. */
export class TooManyAttempts extends DomainError {
  readonly kind = 'TooManyAttempts';
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, retryAfterSeconds?: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A provider we depend on (Stripe, Cognito) did not answer: worth trying again in a moment. */
export class ProviderUnavailable extends DomainError {
  readonly kind = 'ProviderUnavailable';
}

export type AnyDomainError = InvalidInput | NotSignedIn | NotAllowed | NotFound | Conflict | TooManyAttempts | ProviderUnavailable;
