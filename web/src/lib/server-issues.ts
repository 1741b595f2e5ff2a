import { ApiError } from './api-client';

/** A field the server refused, with the sentence to show on it. */
export type ServerIssue = { field: string; message: string };

/** The server's 400 `issues`, when it sent any. */
export function serverIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body as { issues?: unknown } | undefined;
  if (!Array.isArray(body?.issues)) return [];
  return body.issues.filter(
    (issue): issue is ServerIssue => typeof issue === 'object' && issue !== null && typeof issue.field === 'string' && typeof issue.message === 'string',
  );
}
