import { mutationOptions, useMutation } from '@tanstack/react-query';
import { downloadReplySchema, type DownloadReply } from '@herway/shared/contracts/resources';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute, getErrorMessage } from '@/lib/api-client';

/** The files of a multi-file resource open 2 s apart. */
export const MULTI_FILE_DELAY_MS = 2000;

export type DownloadFile = { url: string; filename: string };

/** GET /api/download/{downloadKey}: where to fetch the resource's file(s). */
export function getResourceDownload(downloadKey: string, { signal }: { signal?: AbortSignal } = {}): Promise<DownloadReply> {
  return callRoute('content/get-resource-download', { path: { downloadKey }, schema: downloadReplySchema, signal });
}

/** The files of a reply, in the order they should open. */
export function filesOf(reply: DownloadReply): DownloadFile[] {
  if (reply.multipleFiles?.length) return reply.multipleFiles;
  if (reply.downloadUrl) return [{ url: reply.downloadUrl, filename: reply.filename }];
  return [];
}

/** A URL starting with http or ending .pdf opens in a new tab. */
export function opensInNewTab(url: string): boolean {
  return url.startsWith('http') || url.toLowerCase().endsWith('.pdf');
}

/** Opens one file: a new tab, or else a file download through a temporary `<a download>`. */
export function openFile({ url, filename }: DownloadFile): void {
  if (opensInNewTab(url)) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Opens the first file at once and each later one {@link MULTI_FILE_DELAY_MS} after the previous. */
export function openFiles(files: readonly DownloadFile[]): void {
  files.forEach((file, index) => {
    if (index === 0) openFile(file);
    else window.setTimeout(() => openFile(file), index * MULTI_FILE_DELAY_MS);
  });
}

export type DownloadResult = { reply: DownloadReply; files: DownloadFile[] };

/** Asks for the download and opens its files; a reply without a file is an error. */
export async function downloadResource(downloadKey: string): Promise<DownloadResult> {
  const reply = await getResourceDownload(downloadKey);
  const files = filesOf(reply);
  if (files.length === 0) throw new Error('The download link is missing. Please try again.');
  openFiles(files);
  return { reply, files };
}

export const downloadResourceMutationOptions = () => mutationOptions({ mutationKey: ['download-resource'], mutationFn: downloadResource });

/**
 * A resource's Download button. 'Download started' with the server's message, or a
 * destructive 'Download failed' with the error message. Each button uses its own hook, so only
 * the clicked one is pending.
 */
export function useDownloadResource() {
  return useMutation({
    ...downloadResourceMutationOptions(),
    onSuccess: ({ reply }) => {
      toast({ title: 'Download started', description: reply.message });
    },
    onError: (error) => {
      toast({ title: 'Download failed', description: getErrorMessage(error), variant: 'destructive' });
    },
  });
}
