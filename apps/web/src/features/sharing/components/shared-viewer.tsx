import type { SharedScan } from '@filmlab/api';
import { useEffect, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { fetchSharedDownload } from '../api/shares';
import styles from './sharing.module.css';

interface Props {
  code: string;
  scans: SharedScan[];
  index: number;
  allowDownload: boolean;
  onMove(index: number): void;
  onClose(): void;
}

/** One shared frame large, on a dark ground, with previous/next (arrow keys too) and the download. */
export function SharedViewer({ code, scans, index, allowDownload, onMove, onClose }: Props) {
  const scan = scans[index]!;
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previous = index > 0 ? index - 1 : null;
  const next = index < scans.length - 1 ? index + 1 : null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && previous !== null) onMove(previous);
      if (event.key === 'ArrowRight' && next !== null) onMove(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [previous, next, onMove]);

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      const { url, fileName } = await fetchSharedDownload(code, scan.id);
      // A plain link: the browser streams the file to disk itself.
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The download did not start');
    } finally {
      setDownloading(false);
    }
  };

  const film = [scan.film.brand, scan.film.model].filter(Boolean).join(' ');
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Frame ${String(scan.frame).padStart(2, '0')} · ${scan.name}`}
      actions={
        <>
          <Button onClick={() => previous !== null && onMove(previous)} disabled={previous === null}>
            Previous
          </Button>
          <Button onClick={() => next !== null && onMove(next)} disabled={next === null}>
            Next
          </Button>
          {allowDownload && (
            <Button variant="primary" loading={downloading} onClick={() => void download()}>
              Download
            </Button>
          )}
        </>
      }
    >
      <figure className={styles.viewer}>
        <picture>
          {scan.files.midResOptimized && <source srcSet={scan.files.midResOptimized} type="image/webp" />}
          <img
            src={scan.files.midRes ?? scan.files.thumbnail ?? ''}
            alt={scan.description || scan.name}
            width={scan.width ?? undefined}
            height={scan.height ?? undefined}
          />
        </picture>
        <figcaption className={styles.hint}>
          {[film, scan.film.format, scan.film.process].filter(Boolean).join(' · ')}
          {scan.description ? ` — ${scan.description}` : ''}
        </figcaption>
      </figure>
      {error && <Alert tone="danger">{error}</Alert>}
    </Dialog>
  );
}
