import { useId, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { useFrames, useRollChoices } from '../api/frames';
import styles from './prints.module.css';

export interface DraftSourceProps {
  userId: number;
  progress: number;
  busy: boolean;
  error: string | null;
  /** The file the print is made from, once uploaded or chosen. */
  fileName?: string | null;
  onFile: (file: File) => void;
  onFrame: (scanId: number, name: string) => void;
}

/** Where the print's file comes from: an upload (with its progress) or one of the hosted frames. */
export function DraftSource({ userId, progress, busy, error, fileName = null, onFile, onFrame }: DraftSourceProps) {
  const inputId = useId();
  const [rollId, setRollId] = useState<number | null>(null);
  const [scanId, setScanId] = useState<number | null>(null);
  const rolls = useRollChoices(userId);
  const frames = useFrames(userId, { rollId, tagId: null });
  const frame = frames.frames.find((f) => f.id === scanId);

  return (
    <section className={styles.section} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.subtitle}>
        Your file
      </h2>
      <div className={styles.upload}>
        <label htmlFor={inputId} className={styles.label}>
          Upload a file (JPEG, PNG or TIFF)
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/tiff,.jpg,.jpeg,.png,.tif,.tiff"
          disabled={busy}
          // The input is emptied after each upload (so the same file can be sent again): the file in
          // use is said beside it instead of the browser's "No file chosen".
          aria-describedby={fileName ? `${inputId}-current` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
        {fileName && (
          <p id={`${inputId}-current`} className={styles.currentFile}>
            Your file: <strong>{fileName}</strong>
          </p>
        )}
      </div>
      {progress > 0 && (
        <div className={styles.progress}>
          <progress max={100} value={progress} aria-label="Upload progress" />
          <span aria-live="polite">
            {progress < 90 ? `Uploading ${progress}%` : progress < 100 ? 'Converting…' : 'Done'}
          </span>
        </div>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
      <details className={styles.hosted}>
        <summary>Or print one of your hosted frames</summary>
        <div className={styles.row}>
          <Select
            label="Roll"
            placeholder="Choose a roll"
            value={rollId ?? ''}
            onChange={(event) => {
              setRollId(event.target.value ? Number(event.target.value) : null);
              setScanId(null);
            }}
            options={(rolls.data ?? []).map((roll) => ({
              value: String(roll.id),
              label: roll.name ?? `${roll.brand} ${roll.model}`.trim(),
            }))}
          />
          <Select
            label="Frame"
            placeholder="Choose a frame"
            disabled={rollId === null}
            value={scanId ?? ''}
            onChange={(event) => setScanId(event.target.value ? Number(event.target.value) : null)}
            options={(rollId === null ? [] : frames.frames).map((f) => ({
              value: String(f.id),
              label: `Frame ${f.frame} (${f.name})`,
            }))}
          />
          <Button disabled={!frame || busy} onClick={() => frame && onFrame(frame.id, frame.name)}>
            Use this frame
          </Button>
        </div>
      </details>
    </section>
  );
}
