import { useQuery } from '@tanstack/react-query';
import { attentionReplySchema } from '@herway/shared/contracts/attention';
import type { AttentionReply } from '@herway/shared/contracts/attention';
import { callRoute } from '@/lib/api-client';
import { ATTENTION_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/admin/attention: what the founders must sort out. */
export function getAttention(signal?: AbortSignal): Promise<AttentionReply> {
  return callRoute('admin/admin/get-attention', { schema: attentionReplySchema, signal });
}

export function useAttention() {
  return useQuery({ queryKey: ATTENTION_QUERY_KEY, queryFn: ({ signal }) => getAttention(signal) });
}
