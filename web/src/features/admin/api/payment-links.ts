import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentLinkReplySchema, paymentLinksReplySchema } from '@herway/shared/contracts/admin-money';
import type { PaymentLinkReply, PaymentLinksReply } from '@herway/shared/contracts/admin-money';
import { callRoute } from '@/lib/api-client';
import { PAYMENT_LINKS_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/admin/payment-links?limit=100: the newest links with their paid counts. */
export function listPaymentLinks(signal?: AbortSignal): Promise<PaymentLinksReply> {
  return callRoute('payments/admin/list-payment-links', { query: { limit: 100 }, schema: paymentLinksReplySchema, signal });
}

export const paymentLinksQueryOptions = () => queryOptions({ queryKey: PAYMENT_LINKS_QUERY_KEY, queryFn: ({ signal }) => listPaymentLinks(signal) });

export const usePaymentLinks = () => useQuery(paymentLinksQueryOptions());

/** POST /api/admin/payment-links: the new link with its signed address. */
export function createPaymentLink(body: unknown): Promise<PaymentLinkReply> {
  return callRoute('payments/admin/create-payment-link', { body, schema: paymentLinkReplySchema });
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPaymentLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_LINKS_QUERY_KEY }) });
}
