import { alreadyOwnedReplySchema } from '@herway/shared/contracts/payments';
import { ApiError } from '@/lib/api-client';
import { MissingClientSecretError, NO_CLIENT_SECRET_MESSAGE, priceConflictOf } from '../api/create-payment-session';

/** Why a payment session could not be created, and what the page says. */
export type SessionFailure =
  /** 401: her session ended ('Session Expired', /login after 0.5 s). */
  | { kind: 'unauthorized' }
  /** Any other non-OK answer: 'Server error: {status}', with the server's own message when it sent one. */
  | { kind: 'server'; status: number; message: string; detail?: string }
  /** 409: she already owns this lifetime product; where it is instead. */
  | { kind: 'owned'; message: string; dashboardPath: string }
  /** A 2xx answer without a client secret. */
  | { kind: 'no-secret'; message: string }
  /** The request never got an answer, or the answer made no sense. */
  | { kind: 'setup'; message: string };

function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : undefined;
}

export function classifySessionFailure(error: unknown): SessionFailure {
  if (error instanceof MissingClientSecretError) return { kind: 'no-secret', message: NO_CLIENT_SECRET_MESSAGE };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'unauthorized' };
    const owned = alreadyOwnedReplySchema.safeParse(error.body);
    if (error.status === 409 && owned.success) return { kind: 'owned', message: owned.data.message, dashboardPath: owned.data.dashboardPath };
    const detail = priceConflictOf(error)?.message ?? serverMessage(error.body);
    return { kind: 'server', status: error.status, message: `Server error: ${error.status}`, ...(detail ? { detail } : {}) };
  }
  return { kind: 'setup', message: 'Failed to initialize payment. Please try again.' };
}

/** The toast for a failure other than 401 (whose 'Session Expired' toast comes with its redirect). */
export function sessionFailureToast(failure: Exclude<SessionFailure, { kind: 'unauthorized' | 'owned' }>): { title: string; description: string } {
  if (failure.kind === 'setup') return { title: 'Payment Setup Error', description: failure.message };
  return { title: 'Checkout Error', description: `Unable to initialize checkout: ${failure.message}. Please try again.` };
}
