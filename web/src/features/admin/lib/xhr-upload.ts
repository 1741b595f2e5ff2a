/** Progress of an upload: bytes sent of the total. */
export type UploadProgress = { loaded: number; total: number };

/** A PUT that did not end in a 2xx (or never reached the server). */
export class PutFailedError extends Error {
  override readonly name = 'PutFailedError';
  /** The HTTP status, 0 when the request failed before an answer (network, CORS, abort). */
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * PUTs a file to a presigned URL with XMLHttpRequest, the only browser API that reports upload
 * progress (fetch has none). The Content-Type must be the one the URL was signed for, and
 * `headers` those the API said to send with it (the pending-upload tag). No credentials: the URL
 * carries its own signature, and the storage is another origin.
 */
export function putFileWithProgress(
  url: string,
  file: Blob,
  contentType: string,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  headers: Readonly<Record<string, string>> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new PutFailedError(0, 'The upload was cancelled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size });
        resolve();
      } else {
        reject(new PutFailedError(xhr.status, `The storage answered ${xhr.status}${xhr.statusText ? ` ${xhr.statusText}` : ''}`));
      }
    };
    xhr.onerror = () => reject(new PutFailedError(0, 'The storage could not be reached'));
    xhr.onabort = () => reject(new PutFailedError(0, 'The upload was cancelled'));
    xhr.ontimeout = () => reject(new PutFailedError(0, 'The upload timed out'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** 0-100 from a progress event; 0 while the total is unknown. */
export function progressPercent({ loaded, total }: UploadProgress): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
