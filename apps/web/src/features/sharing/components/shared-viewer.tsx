import type { SharedScan } from '@filmlab/api';
import { nextZoomStep, zoomPercent, zoomScale, type ZoomStep } from '@filmlab/domain';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons';
import { useModalDialog } from '../../../ui/use-modal-dialog';
import { fetchSharedDownload } from '../api/shares';
import styles from './shared-viewer.module.css';

interface Props {
  code: string;
  scans: SharedScan[];
  index: number;
  allowDownload: boolean;
  onMove(index: number): void;
  onClose(): void;
}

/** A horizontal drag longer than this is a swipe to the next or previous frame. */
const SWIPE_PX = 50;

/**
 * One shared frame full screen on a dark ground: previous/next by buttons, arrow keys or a
 * swipe; zoom by its button or + and -, a zoomed frame panning by scroll; Escape or Close leaves, and
 * focus returns to the frame that opened it. The download where the member allowed it.
 */
export function SharedViewer({ code, scans, index, allowDownload, onMove, onClose }: Props) {
  const ref = useModalDialog(true, onClose);
  const titleId = useId();
  const scan = scans[index]!;
  const [zoom, setZoom] = useState<ZoomStep>(1);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const swipeFrom = useRef<number | null>(null);
  const previous = index > 0 ? index - 1 : null;
  const next = index < scans.length - 1 ? index + 1 : null;

  const move = (to: number | null) => {
    if (to === null) return;
    setZoom(1);
    onMove(to);
  };

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
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') move(previous);
        else if (event.key === 'ArrowRight') move(next);
        else if (event.key === '+' || event.key === '=') setZoom(zoom === 3 ? 3 : nextZoomStep(zoom));
        else if (event.key === '-' || event.key === '_') setZoom(zoom === 1 ? 1 : ((zoom - 1) as ZoomStep));
        else return;
        event.preventDefault();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        Frame {String(scan.frame).padStart(2, '0')} · {scan.name}
      </h2>
      <Button variant="ghost" size="icon" className={styles.close} onClick={onClose} aria-label="Close">
        <CloseIcon />
      </Button>
      <div
        className={styles.stage}
        data-zoom={zoom}
        data-testid="shared-stage"
        onPointerDown={(event) => {
          swipeFrom.current = zoom === 1 ? event.clientX : null;
        }}
        onPointerUp={(event) => {
          if (swipeFrom.current === null) return;
          const moved = event.clientX - swipeFrom.current;
          swipeFrom.current = null;
          if (moved <= -SWIPE_PX) move(next);
          else if (moved >= SWIPE_PX) move(previous);
        }}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        <picture>
          {scan.files.midResOptimized && <source srcSet={scan.files.midResOptimized} type="image/webp" />}
          <img
            className={styles.image}
            src={scan.files.midRes ?? scan.files.thumbnail ?? ''}
            alt={scan.description || scan.name}
            width={scan.width ?? undefined}
            height={scan.height ?? undefined}
            draggable={false}
            style={zoom === 1 ? undefined : { width: `${zoomScale(zoom) * 100}%` }}
          />
        </picture>
      </div>
      <div className={styles.bar}>
        <p className={styles.caption}>
          {[film, scan.film.format, scan.film.process].filter(Boolean).join(' · ')}
          {scan.description ? ` — ${scan.description}` : ''}
        </p>
        <div className={styles.controls}>
          <Button variant="ghost" onClick={() => move(previous)} disabled={previous === null}>
            Previous
          </Button>
          <Button variant="ghost" onClick={() => move(next)} disabled={next === null}>
            Next
          </Button>
          <Button variant="ghost" onClick={() => setZoom(nextZoomStep(zoom))}>
            Zoom {zoomPercent(zoom)}%
          </Button>
          {allowDownload && (
            <Button variant="primary" loading={downloading} onClick={() => void download()}>
              Download
            </Button>
          )}
        </div>
        {error && <Alert tone="danger">{error}</Alert>}
      </div>
    </dialog>
  );
}
