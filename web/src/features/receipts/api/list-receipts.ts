import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptsReplySchema, type ReceiptsReply } from '@herway/shared/contracts/receipts';
import { callRoute } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { RECEIPTS_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/receipts (athlete or guardian): the receipts of her payments and their refunds, newest first. */
export function listReceipts({ signal }: { signal?: AbortSignal } = {}): Promise<ReceiptsReply> {
  return callRoute('payments/list-receipts', { schema: receiptsReplySchema, signal });
}

export const listReceiptsQueryOptions = () => queryOptions({ queryKey: RECEIPTS_QUERY_KEY, queryFn: ({ signal }) => listReceipts({ signal }) });

export function useReceipts() {
  return useQuery(listReceiptsQueryOptions());
}

/** Where one receipt's PDF is downloaded from (the answer names the file). */
export const receiptPdfPath = (id: string) => apiPath('payments/get-receipt-pdf', { id });
