import 'swiper/css';
import {
  nextZoomStep,
  normalizeSocialHandle,
  resolutionForZoom,
  socialProfileUrl,
  toggleResolution,
  zoomPercent,
  zoomScale,
  type GalleryResolution,
  type ZoomStep,
} from '@filmlab/domain';
import { useId, useState } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Button } from '../../../../ui/button';
import { CloseIcon } from '../../../../ui/icons';
import { useModalDialog } from '../../../../ui/use-modal-dialog';
import { MARKETING } from '../../config';
import { filmOf, type SelectedSubmission } from '../gallery-types';
import styles from './gallery-viewer.module.css';

export interface GalleryViewerProps {
  submissions: readonly SelectedSubmission[];
  startIndex: number;
  onClose: () => void;
}

const sourceOf = (submission: SelectedSubmission, resolution: GalleryResolution) =>
  resolution === 'hiRes' ? submission.hiResUrl : submission.midResOptimizedUrl;

/**
 * The full-screen gallery viewer (spec 2.7, 4): a looping Swiper carousel (swipe, arrow keys), a
 * close button (and Escape), and a bottom bar with the film, the photographer, the zoom toggle
 * (25%, 50%, 100%; 100% forces hi-res; + and - step it) and the mid-res / hi-res switch. Focus
 * stays in the dialog and returns to the photo that opened it.
 */
export function GalleryViewer({ submissions, startIndex, onClose }: GalleryViewerProps) {
  const ref = useModalDialog(true, onClose);
  const titleId = useId();
  const [active, setActive] = useState(startIndex);
  const [zoom, setZoom] = useState<ZoomStep>(1);
  const [resolution, setResolution] = useState<GalleryResolution>('midResOptimized');
  const current = submissions[active] ?? submissions[0];
  if (!current) return null;

  const zoomTo = (step: ZoomStep) => {
    setZoom(step);
    setResolution((value) => resolutionForZoom(step, value));
  };
  const handle = normalizeSocialHandle(current.socialHandle, MARKETING.socialHandle);
  const film = filmOf(current);

  return (
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={(event) => {
        if (event.key === '+' || event.key === '=') zoomTo(zoom === 3 ? 3 : nextZoomStep(zoom));
        else if (event.key === '-' || event.key === '_') zoomTo(zoom === 1 ? 1 : ((zoom - 1) as ZoomStep));
        else return;
        event.preventDefault();
      }}
    >
      <h2 id={titleId} className="visually-hidden">
        Photo {active + 1} of {submissions.length}
      </h2>
      <Button variant="ghost" size="icon" className={styles.close} onClick={onClose} aria-label="Close">
        <CloseIcon />
      </Button>
      <Swiper
        modules={[A11y, Keyboard]}
        className={styles.carousel}
        initialSlide={startIndex}
        loop={submissions.length > 2}
        keyboard={{ enabled: true }}
        a11y={{ enabled: true, containerMessage: 'Selected photos' }}
        // A zoomed photo pans by dragging: the carousel stops taking the drag as a swipe.
        allowTouchMove={zoom === 1}
        onSlideChange={(instance) => {
          setActive(instance.realIndex);
          setZoom(1);
        }}
      >
        {submissions.map((submission, index) => {
          const isActive = index === active;
          const step = isActive ? zoom : 1;
          return (
            <SwiperSlide key={submission.id} className={styles.slide}>
              <div className={styles.stage} data-zoom={step}>
                <img
                  className={styles.image}
                  data-current={isActive || undefined}
                  src={sourceOf(submission, isActive ? resolution : 'midResOptimized')}
                  width={submission.width ?? undefined}
                  height={submission.height ?? undefined}
                  alt={filmOf(submission) ? `Shot on ${filmOf(submission)}` : 'Selected photo'}
                  style={step === 1 ? undefined : { width: `${zoomScale(step) * 100}%` }}
                  loading={isActive ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </div>
            </SwiperSlide>
          );
        })}
      </Swiper>
      <div className={styles.bar}>
        <p className={styles.caption}>
          <span className={styles.film}>{film || 'Film not named'}</span>
          <a href={socialProfileUrl(handle)} target="_blank" rel="noopener noreferrer" className={styles.handle}>
            @{handle}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <div className={styles.controls}>
          <Button variant="ghost" onClick={() => zoomTo(nextZoomStep(zoom))}>
            Zoom {zoomPercent(zoom)}%
          </Button>
          <Button
            variant="ghost"
            aria-pressed={resolution === 'hiRes'}
            onClick={() => setResolution(toggleResolution(resolution))}
          >
            {resolution === 'hiRes' ? 'Hi-Res' : 'Mid-Res'}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
