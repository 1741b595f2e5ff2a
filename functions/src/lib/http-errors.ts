import { createError } from '@middy/util';

/**
 * Errors are thrown and turned into `{ "message": ... }` JSON once, by http-error-handler:
 * it sends an error's message as the body and marks it JSON when the message parses as JSON.
 */
export function httpError(statusCode: number, message: string, details: Record<string, unknown> = {}): Error {
  return createError(statusCode, JSON.stringify({ ...details, message }), { expose: true });
}

export const badRequest = (message: string, details?: Record<string, unknown>) => httpError(400, message, details);
export const unauthorized = (message = 'Authentication required') => httpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => httpError(403, message);
export const notFound = (message = 'Not found') => httpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => httpError(409, message, details);
export const tooManyRequests = (message: string) => httpError(429, message);
