import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { assetReplySchema, type AssetReply, type AssetsReply } from '@herway/shared/contracts/content';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute, getErrorMessage } from '@/lib/api-client';
import { ASSETS_QUERY_KEY } from '@/lib/query-keys';

export type UpdateAssetInput = { assetId: string; isActive: boolean };

/** PATCH /api/admin/content/assets/{assetId} `{ isActive }`: the Active/Inactive toggle. */
export function updateAsset({ assetId, isActive }: UpdateAssetInput): Promise<AssetReply> {
  return callRoute('course/admin/update-asset', { path: { assetId }, body: { isActive }, schema: assetReplySchema });
}

export const updateAssetMutationOptions = () => mutationOptions({ mutationKey: ['update-asset'], mutationFn: updateAsset });

/** Switches an asset on or off; the list shows the stored answer at once. */
export function useUpdateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateAssetMutationOptions(),
    onSuccess: ({ asset }) => {
      queryClient.setQueryData<AssetsReply>(ASSETS_QUERY_KEY, (current) =>
        current ? { ...current, assets: current.assets.map((a) => (a.assetId === asset.assetId ? asset : a)) } : current,
      );
      toast({ title: asset.isActive ? 'Content Activated' : 'Content Deactivated', description: asset.fileName });
    },
    onError: (error) => {
      toast({ title: 'Update Failed', description: getErrorMessage(error, 'Failed to update content'), variant: 'destructive' });
    },
  });
}
