import { ApiError } from '@/lib/api-client';

/** The API's own `{ message }` of a non-OK answer, when it sent one. */
export function apiMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

/** True for a 401 answer. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
