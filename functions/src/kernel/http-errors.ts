import { createError } from '@middy/util';

/**
 * Errors are thrown and turned into `{ "message": ... }` JSON once, by http-error-handler:
 * it sends an error's message as the body and marks it JSON when the message parses as JSON.
 */
export function httpError(statusCode: number, message: string, details: Record<string, unknown> = {}, headers?: Record<string, string>): Error {
  const error = createError(statusCode, JSON.stringify({ ...details, message }), { expose: true });
  // http-error-handler sends an error's `headers` with it (createError keeps no other property).
  return headers ? Object.assign(error, { headers }) : error;
}

export const badRequest = (message: string, details?: Record<string, unknown>) => httpError(400, message, details);
export const unauthorized = (message = 'Authentication required') => httpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => httpError(403, message);
export const notFound = (message = 'Not found') => httpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => httpError(409, message, details);
/** A 429; with the seconds to wait, it says so in `Retry-After` as well. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  httpError(429, message, {}, retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) });
