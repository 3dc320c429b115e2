import type { StartZipDownloadBody } from '@filmlab/api';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useStartZipDownload, useZipDownload } from '../api/zip-downloads';
import { formatBytes } from './format-bytes';
import styles from './zip-downloads.module.css';

interface Props {
  userId: number;
  /** What to zip: a roll, a pick-up or some frames. */
  target: StartZipDownloadBody;
  label?: string;
  size?: 'sm' | 'md';
}

/**
 * "Download zip": starts the zip, shows its progress live from the socket, then a plain link that
 * the browser saves straight to disk (and can resume). Errors are said in words.
 */
export function ZipDownloadButton({ userId, target, label = 'Download zip', size }: Props) {
  const start = useStartZipDownload(userId);
  const [zipId, setZipId] = useState<number | null>(null);
  const zip = useZipDownload(userId, zipId).data?.zipDownload;
  const working = zip?.status === 'QUEUED' || zip?.status === 'RUNNING';
  const empty = Array.isArray(target.scanIds) && target.scanIds.length === 0;

  return (
    <div className={styles.zip}>
      <Button
        size={size}
        loading={start.isPending}
        disabled={working || empty}
        onClick={() => start.mutate(target, { onSuccess: (answer) => setZipId(answer.zipDownload.id) })}
      >
        {label}
      </Button>
      <div role="status" aria-live="polite" className={styles.state}>
        {zip && working && (
          <>
            <span>
              {zip.status === 'QUEUED' ? 'Your zip is in line…' : 'Making your zip…'} {zip.progress}%
              {zip.bytesTotal > 0 && (
                <span className={styles.bytes}>
                  {' '}
                  ({formatBytes(zip.bytesDone)} of {formatBytes(zip.bytesTotal)})
                </span>
              )}
            </span>
            <progress max={100} value={zip.progress} aria-label="Zip progress" />
          </>
        )}
        {zip?.status === 'DONE' && zip.downloadUrl && (
          <a className={styles.link} href={zip.downloadUrl} download={zip.fileName}>
            Save {zip.fileName}
            {zip.sizeBytes !== null && ` (${formatBytes(zip.sizeBytes)})`}
          </a>
        )}
      </div>
      {start.isError && <Alert tone="danger">{start.error.message}</Alert>}
      {zip?.status === 'FAILED' && <Alert tone="danger">{zip.error ?? 'We could not make this zip.'}</Alert>}
    </div>
  );
}
