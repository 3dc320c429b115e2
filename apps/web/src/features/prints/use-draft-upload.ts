import type { PrintDraft } from '@filmlab/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftFromScan, uploadDraft } from './api/drafts';
import { printKeys } from './api/print-keys';

/** How long 100 stays on screen before the bar resets to 0 (spec section 4). */
const RESET_AFTER_MS = 1200;

/**
 * The draft upload: its progress (1, up to 80, 90, 100, then 0), its error, and the converted
 * draft handed to `onDraft`.
 */
export function useDraftUpload(onDraft: (draft: PrintDraft) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const run = useCallback(
    async (work: (progress: (value: number) => void) => Promise<PrintDraft>) => {
      if (timer.current) clearTimeout(timer.current);
      setError(null);
      setBusy(true);
      try {
        const draft = await work(setProgress);
        queryClient.setQueryData(printKeys.draft(draft.draftId), draft);
        onDraft(draft);
        timer.current = setTimeout(() => setProgress(0), RESET_AFTER_MS);
      } catch (cause) {
        setProgress(0);
        setError(cause instanceof Error ? cause.message : 'The upload failed. Try again.');
      } finally {
        setBusy(false);
      }
    },
    [onDraft, queryClient],
  );

  return {
    progress,
    error,
    busy,
    /** Draft retrieval failure reuses the upload error (spec section 8). */
    setError,
    upload: (file: File) => run((report) => uploadDraft(file, report)),
    useFrame: (scanId: number, name: string) => run((report) => draftFromScan(scanId, name, report)),
  };
}
