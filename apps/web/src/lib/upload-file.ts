import { apiErrorMessage } from '@filmlab/domain';
import { ApiError } from './api-client';

export interface UploadOptions {
  url: string;
  file: Blob;
  contentType: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * PUTs a file to a signed upload link. XMLHttpRequest rather than fetch because only it reports
 * upload progress. The link carries its own signature, so no Authorization header is sent.
 */
export function uploadFile({ url, file, contentType, onProgress, signal }: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body);
        return;
      }
      const record = (body ?? {}) as { message?: string; errors?: string[] };
      const errors = Array.isArray(record.errors) ? record.errors : [];
      const message = apiErrorMessage({ errors, message: record.message, statusText: xhr.statusText });
      reject(new ApiError(xhr.status, message, errors, record.message ?? null));
    };
    xhr.onerror = () => reject(new ApiError(0, "The upload didn't go through. Check your connection and try again."));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
