import type { PrintDraft } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';
import { printKeys } from './print-keys';

/** Draft upload progress (spec section 4): 1, up to 80 while uploading, 90 converting, 100 done. */
export const PROGRESS = { start: 1, uploaded: 80, converting: 90, done: 100 } as const;

/** The upload's own 0-100 scaled into 1-80. */
export const uploadProgress = (percent: number) =>
  Math.round(PROGRESS.start + (Math.min(Math.max(percent, 0), 100) / 100) * (PROGRESS.uploaded - PROGRESS.start));

/**
 * Uploads a file as a print draft: a write link (GET /prints/drafts/link), the PUT with progress,
 * then PUT /prints/drafts/{id}/convert-draft. Answers the converted draft.
 */
export async function uploadDraft(file: File, onProgress: (value: number) => void, signal?: AbortSignal) {
  onProgress(PROGRESS.start);
  const { draft, upload } = await callRoute(routePaths.prints.draftLink, { query: { name: file.name }, signal });
  if (upload) {
    await uploadFile({
      url: upload.url,
      file,
      contentType: upload.headers['content-type'],
      onProgress: (percent) => onProgress(uploadProgress(percent)),
      signal,
    });
  }
  onProgress(PROGRESS.converting);
  const converted = await convertDraft(draft.draftId, signal);
  onProgress(PROGRESS.done);
  return converted;
}

/** One of the member's hosted frames as a draft: no upload, the server converts its file. */
export async function draftFromScan(scanId: number, name: string, onProgress: (value: number) => void) {
  onProgress(PROGRESS.start);
  // The draft's name must be an image file name; a frame renamed without one gets its id.
  const fileName = /^[^/\\]+\.(jpe?g|png|tiff?)$/i.test(name) ? name : `frame-${scanId}.jpg`;
  const { draft } = await callRoute(routePaths.prints.draftLink, { query: { name: fileName, scanId } });
  onProgress(PROGRESS.converting);
  const converted = await convertDraft(draft.draftId);
  onProgress(PROGRESS.done);
  return converted;
}

/** How often a draft still converting (a large file) is read again. */
export const CONVERT_POLL_MS = 1000;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/**
 * Asks for the conversion; the server answers once it is done, or after a while with the draft still
 * converting (a large file), which is then read again until it is converted. A file the server cannot
 * read throws its 415, with its message, from either call.
 */
async function convertDraft(draftId: string, signal?: AbortSignal): Promise<PrintDraft> {
  let draft = (await callRoute(routePaths.prints.convert, { params: { id: draftId }, signal })).draft;
  while (!draft.converted) {
    await pause(CONVERT_POLL_MS, signal);
    draft = (await callRoute(routePaths.prints.draft, { params: { id: draftId }, signal })).draft;
  }
  return draft;
}

/** GET /prints/drafts/{id}: the stored draft, read again after a reload. */
export function useDraft(draftId: string | null) {
  return useQuery({
    queryKey: printKeys.draft(draftId ?? ''),
    queryFn: async ({ signal }): Promise<PrintDraft> =>
      (await callRoute(routePaths.prints.draft, { params: { id: draftId! }, signal })).draft,
    enabled: draftId !== null,
    retry: false,
    staleTime: 60_000,
  });
}
