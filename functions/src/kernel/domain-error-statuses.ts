import { DomainError } from './domain-errors';
import type { AnyDomainError } from './domain-errors';
import { httpError } from './http-errors';
import { isTransactionConflict } from './store/conflict-retry';

/** The one place a domain error gets its HTTP status (typed: a new kind fails to compile until it has one). */
export const domainErrorStatuses: Record<AnyDomainError['kind'], number> = {
  InvalidInput: 400,
  NotSignedIn: 401,
  NotAllowed: 403,
  NotFound: 404,
  Conflict: 409,
  TooManyAttempts: 429,
  ProviderUnavailable: 503,
};

/** The answer when other changes to the same records kept this one from going through (nothing was saved). */
export const BUSY_MESSAGE = 'Many changes reached your account at the same moment, so this one was not saved. Please try again.';
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * A domain error as the HTTP error the API answers (`{ ...details, message }` with its status,
 * and Retry-After on a TooManyAttempts that knows its wait); a write still overlapped by others once
 * its retries ran out as 503 with Retry-After; any other error unchanged.
 */
export function httpErrorOf(error: unknown): unknown {
  // Other writes on the same items kept cancelling this one until its retries ran out: nothing was
  // written, and a moment later it goes through. A 503 says so; a 500 would say something broke.
  if (isTransactionConflict(error)) return httpError(503, BUSY_MESSAGE, undefined, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
  if (!(error instanceof DomainError)) return error;
  const known = error as AnyDomainError;
  const retryAfter = known.kind === 'TooManyAttempts' ? known.retryAfterSeconds : undefined;
  return httpError(domainErrorStatuses[known.kind], known.message, known.details, retryAfter === undefined ? undefined : { 'Retry-After': String(retryAfter) });
}
