import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** Every problem of a form at once, by field ('' for the form as a whole). */
export type FormErrors = Record<string, string>;

function collect(issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = issue.field ?? String(issue.path?.[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The values parsed by the API's own schema, or every problem it would answer, in its words. */
export function checkForm<S extends $ZodType>(schema: S, values: unknown): { ok: true; data: output<S> } | { ok: false; errors: FormErrors } {
  const result = safeParse(schema, values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: collect(result.error.issues) };
}

/** A refused request's problems: its `issues` by field, else its message for the whole form. */
export function errorsOfResponse(error: unknown): FormErrors {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'issues' in error.body && Array.isArray(error.body.issues)) {
    const errors = collect(error.body.issues as { field: string; message: string }[]);
    // `body.value` names the field `value`.
    return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^body\./, ''), message]));
  }
  return { '': getErrorMessage(error) };
}

/** A date picked in a form (YYYY-MM-DD) as the end of that day where she is, ISO; '' is none. */
export function endOfDay(date: string): string | null {
  if (!date) return null;
  const at = new Date(`${date}T23:59:59`);
  return Number.isNaN(at.getTime()) ? 'not-a-date' : at.toISOString();
}
