import { routePaths } from '@filmlab/api/paths';
import { SCAN_FILE_TYPES, type ScanFileType } from '@filmlab/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, callRoute } from '../../../lib/api-client';
import { libraryKeys } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';

export interface FrameUpload {
  name: string;
  percent: number;
  state: 'waiting' | 'sending' | 'checking' | 'done' | 'refused';
  message?: string;
}

const isScanType = (type: string): type is ScanFileType => (SCAN_FILE_TYPES as readonly string[]).includes(type);

/**
 * Sends frames one after another: ask for a write link, PUT the file to it with progress, then
 * have the server check it (type by content, size, SHA-256). Refusals (a duplicate frame, a file
 * that is not an image) are kept per file with the server's words.
 */
export function useFrameUploads(userId: number, roll: { id: number; pickUpId: number | null }) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<FrameUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const update = (index: number, change: Partial<FrameUpload>) =>
    setUploads((all) => all.map((upload, i) => (i === index ? { ...upload, ...change } : upload)));

  async function send(files: File[]) {
    if (roll.pickUpId === null || files.length === 0) return;
    setBusy(true);
    setUploads(files.map((file) => ({ name: file.name, percent: 0, state: 'waiting' })));
    for (const [index, file] of files.entries()) {
      const fileType = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
      if (!isScanType(fileType)) {
        update(index, { state: 'refused', message: 'Only JPEG, PNG and TIFF files can be uploaded.' });
        continue;
      }
      try {
        update(index, { state: 'sending' });
        const { scan, upload } = await callRoute(routePaths.scans.startUpload, {
          params: { id: userId, pickUpId: roll.pickUpId, rollId: roll.id },
          query: { fileType },
          body: { filmRollId: roll.id, name: file.name },
        });
        await uploadFile({
          url: upload.url,
          file,
          contentType: upload.headers['content-type'],
          onProgress: (percent) => update(index, { percent }),
        });
        update(index, { state: 'checking', percent: 100 });
        await callRoute(routePaths.scans.finishUpload, { params: { id: userId, scanId: scan.id } });
        update(index, { state: 'done' });
      } catch (error) {
        update(index, {
          state: 'refused',
          message:
            error instanceof ApiError ? (error.serverMessage ?? error.message) : 'The upload did not go through.',
        });
      }
      void queryClient.invalidateQueries({ queryKey: libraryKeys.all(userId) });
    }
    setBusy(false);
  }

  return { uploads, busy, send, clear: () => setUploads([]) };
}
