import { useQuery } from '@tanstack/react-query';
import { paymentIntentReplySchema, type PaymentIntentReply } from '@herway/shared/contracts/payments';
import { ApiError, callRoute, getErrorMessage } from '@/lib/api-client';
import { TEST_PAYMENT_QUERY_KEY } from '@/lib/query-keys';

/** POST /api/demo/test-payment: the $400 test payment, priced by the server (403 on prod or with a live key). */
export function createTestPayment({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentIntentReply> {
  return callRoute('payments/create-test-payment', { body: {}, schema: paymentIntentReplySchema, signal });
}

/**
 * The test payment's session. A query rather than an effect, so a remount (StrictMode) shares the
 * one request instead of opening two intents; nothing is kept once the page is left (gcTime 0).
 */
export function useTestPayment() {
  return useQuery({
    queryKey: TEST_PAYMENT_QUERY_KEY,
    queryFn: ({ signal }) => createTestPayment({ signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

/** Why the test payment could not be opened: refused (403: production or a live key) or failed. */
export function testPaymentFailure(error: unknown): { refused: boolean; message: string } {
  const refused = error instanceof ApiError && error.status === 403;
  return { refused, message: getErrorMessage(error, 'The test payment could not be set up. Please try again.') };
}
