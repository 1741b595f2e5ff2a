import { DomainError } from './domain-errors';
import type { AnyDomainError } from './domain-errors';
import { httpError } from './http-errors';

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

/**
 * A domain error as the HTTP error the API answers (`{ ...details, message }` with its status,
 * and Retry-After on a TooManyAttempts that knows its wait); any other error unchanged.
 */
export function httpErrorOf(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  const known = error as AnyDomainError;
  const retryAfter = known.kind === 'TooManyAttempts' ? known.retryAfterSeconds : undefined;
  return httpError(domainErrorStatuses[known.kind], known.message, known.details, retryAfter === undefined ? undefined : { 'Retry-After': String(retryAfter) });
}
