import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundReplySchema } from '@herway/shared/contracts/admin-money';
import type { RefundPaymentBody, RefundReply } from '@herway/shared/contracts/admin-money';
import { callRoute } from '@/lib/api-client';
import { PAYMENTS_LIST_PATH } from '@/lib/query-keys';

/** POST /api/admin/payments/{id}/refund: Stripe is asked; the payment changes when its events arrive. */
export function refundPayment({ paymentIntentId, body }: { paymentIntentId: string; body: RefundPaymentBody }): Promise<RefundReply> {
  return callRoute('payments/admin/refund-payment', { path: { id: paymentIntentId }, body, schema: refundReplySchema });
}

/** Refreshes the payments list (a moment later the refund events have changed it). */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: [PAYMENTS_LIST_PATH] }), 2_000);
    },
  });
}
