import {
  GALLERY_IMAGE_HEIGHT_OFFSET_PX,
  GALLERY_PADDING_PX,
  GALLERY_PADDING_SMALL_PX,
  nextZoomStep,
  resolutionForZoom,
  toggleResolution,
  zoomPercent,
  zoomScale,
  type GalleryResolution,
  type ZoomStep,
} from '@filmlab/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { libraryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { fetchScan, useScan } from '../api/scans';
import { frameNumber } from './film-data';
import { FrameImage } from './frame-image';
import { ScanInfo } from './scan-info';
import { useSwipe } from './use-swipe';
import styles from './library.module.css';

const sizes = {
  '--gallery-pad': `${GALLERY_PADDING_PX}px`,
  '--gallery-pad-small': `${GALLERY_PADDING_SMALL_PX}px`,
  '--gallery-image-offset': `${GALLERY_IMAGE_HEIGHT_OFFSET_PX}px`,
} as CSSProperties;

/**
 * /gallery/{galleryImageId}: one frame large on a dark ground. Previous and next by the arrow keys,
 * the buttons or a swipe; zoom in three steps (the last one loads the hi-res); Escape goes back to
 * the roll.
 */
export function GalleryPage({
  userId,
  scanId,
  base,
  actions,
}: {
  userId: number;
  scanId: number;
  base: string;
  /** The frame's actions from other features (submitting it to the community gallery). */
  actions?: ReactNode;
}) {
  const detail = useScan(userId, scanId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [zoom, setZoom] = useState<ZoomStep>(1);
  const [resolution, setResolution] = useState<GalleryResolution>('midResOptimized');
  const data = detail.data;
  useDocumentTitle(data ? `${data.scan.name} · Frame ${frameNumber(data.scan.frame)}` : 'Scan');

  const go = (id: number | null | undefined) => {
    if (!id) return;
    setZoom(1);
    navigate(`${base}/gallery/${id}`, { replace: true });
  };
  const swipe = useSwipe((direction) => go(direction === 'left' ? data?.nextId : data?.previousId));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // Keys typed in a form or an open dialog (e.g. Escape closing it) are not the viewer's.
      if (
        target?.closest('input, textarea, select, [contenteditable="true"]') ||
        document.querySelector('dialog[open]')
      )
        return;
      if (event.key === 'ArrowRight') go(data?.nextId);
      else if (event.key === 'ArrowLeft') go(data?.previousId);
      else if (event.key === 'Escape' && data) navigate(`${base}/rolls/${data.filmRoll.id}`);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // The neighbours load ahead, so stepping through feels instant.
  useEffect(() => {
    for (const id of [data?.previousId, data?.nextId]) {
      if (id)
        void queryClient.prefetchQuery({
          queryKey: libraryKeys.scan(userId, id),
          queryFn: () => fetchScan(userId, id),
        });
    }
  }, [data?.previousId, data?.nextId, queryClient, userId]);

  if (detail.isPending) {
    return (
      <div className={styles.gallery} style={sizes}>
        <Spinner />
      </div>
    );
  }
  if (detail.isError || !data) {
    return (
      <div className={styles.gallery} style={sizes}>
        <Alert tone="danger">{detail.error?.message ?? 'This frame could not be found.'}</Alert>
        <Link to={`${base}/rolls`}>Back to your rolls</Link>
      </div>
    );
  }
  const { scan } = data;
  const shown = resolutionForZoom(zoom, resolution);
  const hiRes = shown === 'hiRes' && scan.files.hiRes;
  // Every file here comes turned as the member turned the frame: the derivatives are made so, and the
  // hi-res link is served with its rotation written in (modules/film-data), so none is turned again.
  const src = hiRes ? scan.files.hiRes : (scan.files.midResOptimized ?? scan.files.midRes ?? scan.files.thumbnail);

  return (
    <div className={styles.gallery} style={sizes}>
      <div className={styles.galleryStage} data-zoom={zoom} {...swipe}>
        <div className={styles.galleryPicture} style={{ width: `${zoomScale(zoom) * 100}%` }}>
          <FrameImage
            key={`${scan.id}-${shown}`}
            src={src}
            thumbhash={scan.thumbhash}
            alt={scan.description || scan.name}
            width={scan.width}
            height={scan.height}
            loading="eager"
            className={styles.galleryImage}
          />
        </div>
        <Button
          variant="ghost"
          className={`${styles.galleryNav} ${styles.galleryPrev}`}
          onClick={() => go(data.previousId)}
          disabled={!data.previousId}
          aria-label="Previous frame"
        >
          ‹
        </Button>
        <Button
          variant="ghost"
          className={`${styles.galleryNav} ${styles.galleryNext}`}
          onClick={() => go(data.nextId)}
          disabled={!data.nextId}
          aria-label="Next frame"
        >
          ›
        </Button>
      </div>
      <div className={styles.galleryBar}>
        <Button size="sm" variant="ghost" onClick={() => setZoom(nextZoomStep(zoom))} aria-label="Zoom">
          Zoom {zoomPercent(zoom)}%
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setResolution(toggleResolution(resolution))}
          aria-pressed={shown === 'hiRes'}
        >
          {shown === 'hiRes' ? 'Hi-res' : 'Mid-res'}
        </Button>
        {actions}
        <Link to={`${base}/rolls/${data.filmRoll.id}`} className={styles.galleryBack}>
          Back to the roll
        </Link>
      </div>
      <ScanInfo key={scan.id} userId={userId} detail={data} base={base} />
    </div>
  );
}
