import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assetReplySchema, uploadUrlReplySchema, type Asset, type ConfirmUploadBody, type UploadUrlReply } from '@herway/shared/contracts/content';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError, callRoute } from '@/lib/api-client';
import type { ValidUpload } from '../lib/upload';
import { PutFailedError, progressPercent, putFileWithProgress, type UploadProgress } from '../lib/xhr-upload';
import { ASSETS_QUERY_KEY } from '@/lib/query-keys';

/** The three steps of an upload: ask for a URL, PUT the file, register it. */
export type UploadStep = 'url' | 'upload' | 'confirm';

export const UPLOAD_STATUS_TEXT: Record<UploadStep, string> = {
  url: 'Getting upload URL...',
  upload: 'Uploading file...',
  confirm: 'Registering content...',
};

export const UPLOAD_STEP_FAILURE: Record<UploadStep, string> = {
  url: 'Failed to get upload URL',
  upload: 'File upload failed',
  confirm: 'Failed to confirm upload',
};

export const UPLOAD_FAILED_FALLBACK = 'Failed to upload content';

/** A failed step, with the server's reason when it gave one. */
export class UploadStepError extends Error {
  override readonly name = 'UploadStepError';
  readonly step: UploadStep;
  readonly detail: string | undefined;

  constructor(step: UploadStep, detail?: string, options?: { cause?: unknown }) {
    super(detail ? `${UPLOAD_STEP_FAILURE[step]}: ${detail}` : UPLOAD_STEP_FAILURE[step], options);
    this.step = step;
    this.detail = detail;
  }
}

function serverReason(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    return typeof body?.message === 'string' && body.message ? body.message : undefined;
  }
  if (error instanceof PutFailedError) return error.message;
  return undefined;
}

/** POST /api/admin/content/upload-url: a presigned PUT for the file's MIME type and size. */
export function requestUploadUrl(upload: ValidUpload): Promise<UploadUrlReply> {
  return callRoute('content/admin/create-upload-url', {
    body: { fileName: upload.fileName, contentType: upload.mimeType, courseId: upload.courseId, fileSize: upload.file.size },
    schema: uploadUrlReplySchema,
  });
}

/** POST /api/admin/content/confirm: registers the uploaded object as an asset. */
export async function confirmUpload(body: ConfirmUploadBody): Promise<Asset> {
  const reply = await callRoute('content/admin/confirm-upload', { body, schema: assetReplySchema });
  return reply.asset;
}

export type UploadCallbacks = {
  onStep?: (step: UploadStep) => void;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * The whole upload: URL, then the PUT with the same Content-Type (with progress), then the
 * confirmation. A failed step throws an {@link UploadStepError} naming it.
 */
export async function uploadContent(
  upload: ValidUpload,
  { onStep, onProgress, signal }: UploadCallbacks = {},
  putFile: typeof putFileWithProgress = putFileWithProgress,
): Promise<Asset> {
  const attempt = async <T>(step: UploadStep, run: () => Promise<T>): Promise<T> => {
    onStep?.(step);
    try {
      return await run();
    } catch (error) {
      throw new UploadStepError(step, serverReason(error), { cause: error });
    }
  };

  const target = await attempt('url', () => requestUploadUrl(upload));
  await attempt('upload', () => putFile(target.uploadURL, upload.file, upload.mimeType, onProgress, signal, target.uploadHeaders));
  return attempt('confirm', () =>
    confirmUpload({
      assetId: target.assetId,
      fileName: upload.fileName,
      originalName: upload.file.name,
      contentType: upload.contentType,
      mimeType: upload.mimeType,
      fileSize: upload.file.size,
      storagePath: target.storagePath,
      courseId: upload.courseId,
      ...(upload.description ? { description: upload.description } : {}),
    }),
  );
}

/** The toast description of a failed upload. */
export function uploadFailureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UPLOAD_FAILED_FALLBACK;
}

/**
 * Runs uploads for the form: the current step's status text and the real upload progress
 * (0-100) while it runs, 'Upload Failed' or 'Success' toasts, and the asset list refreshed.
 */
export function useUploadContent({ onUploaded }: { onUploaded?: (asset: Asset) => void } = {}) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<UploadStep | null>(null);
  const [progress, setProgress] = useState(0);

  const mutation = useMutation({
    mutationKey: ['upload-content'],
    mutationFn: (upload: ValidUpload) => {
      setProgress(0);
      return uploadContent(upload, { onStep: setStep, onProgress: (event) => setProgress(progressPercent(event)) });
    },
    onSuccess: async (asset) => {
      toast({ title: 'Success', description: 'Content uploaded and registered successfully' });
      onUploaded?.(asset);
      await queryClient.invalidateQueries({ queryKey: ASSETS_QUERY_KEY });
    },
    onError: (error) => {
      toast({ title: 'Upload Failed', description: uploadFailureMessage(error), variant: 'destructive' });
    },
    onSettled: () => {
      setStep(null);
      setProgress(0);
    },
  });

  return {
    upload: mutation.mutate,
    isUploading: mutation.isPending,
    step: mutation.isPending ? step : null,
    statusText: mutation.isPending && step ? UPLOAD_STATUS_TEXT[step] : null,
    progress,
  };
}
