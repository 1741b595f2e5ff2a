import { mutationOptions, useMutation } from '@tanstack/react-query';
import { contentDownloadReplySchema } from '@herway/shared/contracts/content';
import type * as z from '@herway/shared/zod';
import { toast } from '@/components/ui/toast/use-toast';
import { isUnauthorized } from '@/features/auth/lib/api-errors';
import { callRoute, getErrorMessage } from '@/lib/api-client';

export type ContentDownloadReply = z.infer<typeof contentDownloadReplySchema>;

/** GET /api/content/{assetId}/download: a short-lived link to one course file she is entitled to. */
export function getMaterialDownload(assetId: string): Promise<ContentDownloadReply> {
  return callRoute('course/download-asset', { path: { assetId }, schema: contentDownloadReplySchema });
}

/** Asks for the link and opens it in a new tab (the browser saves or shows the file). */
export async function downloadMaterial(assetId: string): Promise<ContentDownloadReply> {
  const reply = await getMaterialDownload(assetId);
  window.open(reply.downloadUrl, '_blank', 'noopener');
  return reply;
}

export const downloadMaterialMutationOptions = () => mutationOptions({ mutationKey: ['download-material'], mutationFn: downloadMaterial });

/** A course material's Download button: 'Download started' or 'Download failed'. */
export function useDownloadMaterial() {
  return useMutation({
    ...downloadMaterialMutationOptions(),
    onSuccess: (reply) => toast({ title: 'Download started', description: reply.message }),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Download failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });
}
