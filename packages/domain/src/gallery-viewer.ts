import { VIDEO_ID_LENGTH, ZOOM_LEVELS_PERCENT, ZOOM_MAX_SCALE } from './limits.js';

/** The gallery viewer's zoom steps (spec 4): 1 is 25%, 2 is 50%, 3 is 100%. */
export type ZoomStep = 1 | 2 | 3;
export type GalleryResolution = 'midResOptimized' | 'hiRes';

/** The zoom toggle walks 1, 2, 3 and back to 1. */
export function nextZoomStep(step: ZoomStep): ZoomStep {
  return step === 3 ? 1 : ((step + 1) as ZoomStep);
}

export function zoomPercent(step: ZoomStep): number {
  return ZOOM_LEVELS_PERCENT[step - 1] ?? ZOOM_LEVELS_PERCENT[0];
}

/** The scale the photo is drawn at: fitted at step 1, doubled at 2, the full 6x at step 3. */
export function zoomScale(step: ZoomStep): number {
  if (step === 3) return ZOOM_MAX_SCALE;
  return zoomPercent(step) / ZOOM_LEVELS_PERCENT[0];
}

/** Moving to step 3 forces the hi-res source; other steps keep the reader's choice. */
export function resolutionForZoom(step: ZoomStep, current: GalleryResolution): GalleryResolution {
  return step === 3 ? 'hiRes' : current;
}

export function toggleResolution(current: GalleryResolution): GalleryResolution {
  return current === 'hiRes' ? 'midResOptimized' : 'hiRes';
}

/** A video-service id is exactly 11 characters of letters, digits, `-` and `_`; anything else gets no thumbnail. */
export function isVideoId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.length === VIDEO_ID_LENGTH && /^[\w-]+$/.test(id);
}
