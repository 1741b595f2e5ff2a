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

export type FieldIssue = { field: string; message: string };

/** The API's field problems of a 400 (`issues: [{ field, message }]`), when it sent any. */
export function apiFieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body as { issues?: unknown } | undefined;
  if (!Array.isArray(body?.issues)) return [];
  return body.issues.filter(
    (issue): issue is FieldIssue => typeof issue === 'object' && issue !== null && typeof issue.field === 'string' && typeof issue.message === 'string',
  );
}

/** True for a 401 answer. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
