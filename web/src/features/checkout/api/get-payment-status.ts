import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentStatusReplySchema, type PaymentStatusReply } from '@herway/shared/contracts/payments';
import { callRoute } from '@/lib/api-client';
import { paymentStatusQueryKey } from '@/lib/query-keys';

/** How long the success page waits for the purchase to reach her dashboard before saying it is taking longer. */
export const CONFIRMING_LIMIT_MS = 45_000;
export const CONFIRMING_POLL_MS = 1_000;

export function getPaymentStatus(paymentIntentId: string, { signal }: { signal?: AbortSignal } = {}): Promise<PaymentStatusReply> {
  return callRoute('payments/get-payment-status', { path: { paymentIntentId }, schema: paymentStatusReplySchema, signal });
}

const settled = (reply: PaymentStatusReply | undefined) => reply?.status === 'ready' || reply?.status === 'failed';

/**
 * Her payment's status, asked every second until it is on her dashboard (or failed), for at most
 * CONFIRMING_LIMIT_MS (bounded polling: then `timedOut`, and the page says it is taking longer).
 */
export function usePaymentStatus(paymentIntentId: string | null, now: () => number = Date.now) {
  const [startedAt] = useState(now);
  const query = useQuery({
    queryKey: paymentStatusQueryKey(paymentIntentId),
    queryFn: ({ signal }) => getPaymentStatus(paymentIntentId ?? '', { signal }),
    enabled: paymentIntentId !== null,
    retry: false,
    refetchInterval: (current) => (settled(current.state.data) || now() - startedAt > CONFIRMING_LIMIT_MS ? false : CONFIRMING_POLL_MS),
  });
  return { ...query, timedOut: !settled(query.data) && now() - startedAt > CONFIRMING_LIMIT_MS };
}
