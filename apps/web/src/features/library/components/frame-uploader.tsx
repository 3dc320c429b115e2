import { SCAN_FILE_TYPES } from '@filmlab/domain';
import { useRef } from 'react';
import { Button } from '../../../ui/button';
import { useFrameUploads } from '../api/upload-frames';
import styles from './library.module.css';

const stateWords = {
  waiting: 'Waiting',
  sending: 'Sending',
  checking: 'Checking',
  done: 'Added',
  refused: 'Not added',
};

/**
 * Upload frames to a received roll (staff for any roll, members for their own where the lab allows:
 * the server says so in `canUpload`), with progress per file.
 */
export function FrameUploader({
  userId,
  roll,
}: {
  userId: number;
  roll: { id: number; pickUpId: number | null; canUpload: boolean };
}) {
  const input = useRef<HTMLInputElement>(null);
  const { uploads, busy, send, clear } = useFrameUploads(userId, roll);
  if (!roll.canUpload) return null;
  return (
    <div className={styles.uploader}>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={SCAN_FILE_TYPES.join(',')}
        aria-label="Frames to upload"
        onChange={(event) => {
          void send([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} loading={busy}>
        Upload frames
      </Button>
      {uploads.length > 0 && (
        <div className={styles.uploadList} aria-live="polite">
          <ul>
            {uploads.map((upload, i) => (
              <li key={`${upload.name}-${i}`} data-state={upload.state}>
                <span className={styles.mono}>{upload.name}</span>{' '}
                <span>
                  {stateWords[upload.state]}
                  {upload.state === 'sending' && ` ${upload.percent}%`}
                </span>
                {upload.message && <span className={styles.uploadError}> — {upload.message}</span>}
              </li>
            ))}
          </ul>
          {!busy && (
            <Button size="sm" variant="ghost" onClick={clear}>
              Done
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
