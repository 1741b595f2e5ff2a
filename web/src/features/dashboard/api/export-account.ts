import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountExportReplySchema, type AccountExport } from '@herway/shared/contracts/account';
import { toast } from '@/components/ui/toast/use-toast';
import { isUnauthorized } from '@/features/auth/lib/api-errors';
import { callRoute, getErrorMessage } from '@/lib/api-client';

/** GET /api/account/export: everything stored about the signed-in athlete. */
export function getAccountExport(): Promise<AccountExport> {
  return callRoute('privacy/export-account', { schema: accountExportReplySchema });
}

/** 'herway-my-data-2025-08-22.json', dated by the export. */
export function exportFileName(data: Pick<AccountExport, 'exportedAt'>): string {
  return `herway-my-data-${data.exportedAt.slice(0, 10)}.json`;
}

/** Saves a value as a pretty-printed JSON file through a temporary `<a download>`. */
export function saveJsonFile(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads her data and saves it as a JSON file. */
export async function downloadAccountExport(): Promise<string> {
  const data = await getAccountExport();
  const fileName = exportFileName(data);
  saveJsonFile(data, fileName);
  return fileName;
}

export const exportAccountMutationOptions = () => mutationOptions({ mutationKey: ['export-account'], mutationFn: downloadAccountExport });

/** 'Download my data': 'Download started' naming the file, or 'Download failed' (a 401 is the gate's). */
export function useExportAccount() {
  return useMutation({
    ...exportAccountMutationOptions(),
    onSuccess: (fileName) => {
      toast({ title: 'Download started', description: `Your data is being saved as ${fileName}.` });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Download failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });
}
