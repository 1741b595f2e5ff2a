import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { discountCodeReplySchema, discountCodesReplySchema } from '@herway/shared/contracts/admin-money';
import type { DiscountCodeReply, DiscountCodesReply, UpdateDiscountCodeBody } from '@herway/shared/contracts/admin-money';
import { callRoute } from '@/lib/api-client';
import { DISCOUNT_CODES_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/admin/discount-codes: every code, newest first, with its uses. */
export function listDiscountCodes(signal?: AbortSignal): Promise<DiscountCodesReply> {
  return callRoute('payments/admin/list-discount-codes', { schema: discountCodesReplySchema, signal });
}

export const discountCodesQueryOptions = () => queryOptions({ queryKey: DISCOUNT_CODES_QUERY_KEY, queryFn: ({ signal }) => listDiscountCodes(signal) });

export const useDiscountCodes = () => useQuery(discountCodesQueryOptions());

/** POST /api/admin/discount-codes (the body parsed by the same schema first). */
export function createDiscountCode(body: unknown): Promise<DiscountCodeReply> {
  return callRoute('payments/admin/create-discount-code', { body, schema: discountCodeReplySchema });
}

/** PATCH /api/admin/discount-codes/{code}. */
export function updateDiscountCode({ code, changes }: { code: string; changes: UpdateDiscountCodeBody }): Promise<DiscountCodeReply> {
  return callRoute('payments/admin/update-discount-code', { path: { code }, body: changes, schema: discountCodeReplySchema });
}

/** Both mutations refresh the list (the counts come from the server). */
export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDiscountCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_QUERY_KEY }) });
}

export function useUpdateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDiscountCode, onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_QUERY_KEY }) });
}
