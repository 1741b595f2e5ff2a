import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetsReplySchema, type AssetsReply } from '@herway/shared/contracts/content';
import { callRoute } from '@/lib/api-client';
import { ASSETS_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/admin/content/assets: every asset (newest first), the access count and the latest accesses. */
export function getAssets({ signal }: { signal?: AbortSignal } = {}): Promise<AssetsReply> {
  return callRoute('course/admin/list-assets', { schema: assetsReplySchema, signal });
}

export const getAssetsQueryOptions = () => queryOptions({ queryKey: ASSETS_QUERY_KEY, queryFn: ({ signal }) => getAssets({ signal }) });

export function useAssets({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAssetsQueryOptions(), enabled });
}
