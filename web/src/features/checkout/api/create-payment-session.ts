import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseKey } from '@herway/shared/catalog/course';
import type { PaidPackageKey } from '@herway/shared/catalog/packages';
import { paymentIntentReplySchema, priceMismatchReplySchema, type CustomerInfo, type PaymentIntentReply } from '@herway/shared/contracts/payments';
import { ApiError, callRoute } from '@/lib/api-client';
import { paymentSessionQueryKey } from '@/lib/query-keys';

/** Every session is opened only once she ticked the terms box (docs/payments-terms.md): the server refuses it otherwise. */
type Agreed = { acceptedTerms: true };

/** What a checkout page asks the server to price and open a PaymentIntent for. Amounts in dollars. */
export type PaymentSessionRequest = Agreed &
  (
    | { kind: 'course'; amount: number; courseType: CourseKey; discountCode?: string; forAthleteId?: string }
    | { kind: 'mentorship'; amount: number; packageType: PaidPackageKey; totalSessions: number; discountCode?: string; forAthleteId?: string }
    | { kind: 'custom'; amount: number; originalAmount: number; description: string; customerInfo: CustomerInfo; discountCode?: string; paymentLink?: string }
  );

export interface PaymentSession extends PaymentIntentReply {
  /** Set when the page's amount was not the server's (409): its message and the price now charged. */
  priceChange?: { message: string; currentAmount: number };
}

export const NO_CLIENT_SECRET_MESSAGE = 'No client secret received from server';

/** A 2xx answer without a client secret. */
export class MissingClientSecretError extends Error {
  override readonly name = 'MissingClientSecretError';
  constructor() {
    super(NO_CLIENT_SECRET_MESSAGE);
  }
}

type PaymentSessionHandler = 'payments/purchase-course' | 'payments/purchase-mentorship' | 'payments/create-payment-intent';

function endpointAndBody(request: PaymentSessionRequest): [PaymentSessionHandler, Record<string, unknown>] {
  const discountCode = request.discountCode ? { discountCode: request.discountCode } : {};
  // A parent or guardian names the linked athlete the purchase is for.
  const forAthlete = request.kind !== 'custom' && request.forAthleteId ? { forAthleteId: request.forAthleteId } : {};
  const terms = { acceptedTerms: request.acceptedTerms };
  switch (request.kind) {
    case 'course':
      return ['payments/purchase-course', { ...terms, amount: request.amount, courseType: request.courseType, ...discountCode, ...forAthlete }];
    case 'mentorship':
      return [
        'payments/purchase-mentorship',
        { ...terms, amount: request.amount, packageType: request.packageType, totalSessions: request.totalSessions, ...discountCode, ...forAthlete },
      ];
    case 'custom':
      return [
        'payments/create-payment-intent',
        {
          ...terms,
          amount: request.amount,
          originalAmount: request.originalAmount,
          description: request.description,
          customerInfo: request.customerInfo,
          ...discountCode,
          ...(request.paymentLink ? { paymentLink: request.paymentLink } : {}),
        },
      ];
  }
}

async function open(request: PaymentSessionRequest): Promise<PaymentIntentReply> {
  const [handler, body] = endpointAndBody(request);
  const reply = await callRoute(handler, { body });
  const clientSecret = reply && typeof reply === 'object' ? (reply as { clientSecret?: unknown }).clientSecret : undefined;
  if (typeof clientSecret !== 'string' || !clientSecret) throw new MissingClientSecretError();
  return paymentIntentReplySchema.parse(reply);
}

/** The 409 reply's message and current price, or undefined for any other error. */
export function priceConflictOf(error: unknown): { message: string; currentAmount: number } | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = priceMismatchReplySchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Opens the payment session (purchase-course / purchase-mentorship / create-payment-intent).
 * The server prices the order; when the page's amount is stale it answers 409 with the current
 * price, which is used for one more attempt (never a loop). Throws ApiError (non-OK),
 * MissingClientSecretError, or whatever fetch threw.
 */
export async function createPaymentSession(request: PaymentSessionRequest, sessionsOfProduct?: number): Promise<PaymentSession> {
  try {
    return await open(request);
  } catch (error) {
    const conflict = priceConflictOf(error);
    if (!conflict) throw error;
    const again: PaymentSessionRequest =
      request.kind === 'mentorship' && sessionsOfProduct !== undefined
        ? { ...request, amount: conflict.currentAmount, totalSessions: sessionsOfProduct }
        : { ...request, amount: conflict.currentAmount };
    const reply = await open(again);
    return { ...reply, priceChange: conflict };
  }
}

/**
 * The payment session for `request` (null: none yet). A query rather than an effect so that a
 * remount (React's StrictMode in development) shares the one request instead of opening two
 * PaymentIntents. Each request is its own key: a new discount means a new session, and
 * nothing is kept once the page is left (gcTime 0), so returning opens a fresh one.
 *
 * With `keepPrevious`, the last session stays in `data` (with `isPlaceholderData`) while the next
 * one is opened, so the page can stay on screen; only a non-placeholder session may be paid.
 */
export function usePaymentSession(request: PaymentSessionRequest | null, sessionsOfProduct?: number, { keepPrevious = false } = {}) {
  return useQuery({
    queryKey: paymentSessionQueryKey(request),
    queryFn: () => createPaymentSession(request as PaymentSessionRequest, sessionsOfProduct),
    enabled: request !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
