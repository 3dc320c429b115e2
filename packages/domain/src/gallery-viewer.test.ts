import { describe, expect, it } from 'vitest';
import {
  isVideoId,
  nextZoomStep,
  resolutionForZoom,
  toggleResolution,
  zoomPercent,
  zoomScale,
  type GalleryResolution,
  type ZoomStep,
} from './gallery-viewer.js';

describe('gallery zoom', () => {
  it.each<[ZoomStep, ZoomStep, number, number]>([
    [1, 2, 25, 1],
    [2, 3, 50, 2],
    [3, 1, 100, 6],
  ])('step %i goes to %i, shows %i%% at scale %i', (step, next, percent, scale) => {
    expect(nextZoomStep(step)).toBe(next);
    expect(zoomPercent(step)).toBe(percent);
    expect(zoomScale(step)).toBe(scale);
  });

  it.each<[ZoomStep, GalleryResolution, GalleryResolution]>([
    [3, 'midResOptimized', 'hiRes'],
    [3, 'hiRes', 'hiRes'],
    [2, 'midResOptimized', 'midResOptimized'],
    [1, 'hiRes', 'hiRes'],
  ])('step %i with %s shows %s', (step, current, expected) => {
    expect(resolutionForZoom(step, current)).toBe(expected);
  });

  it('the resolution switch toggles between mid-res and hi-res', () => {
    expect(toggleResolution('midResOptimized')).toBe('hiRes');
    expect(toggleResolution('hiRes')).toBe('midResOptimized');
  });
});

describe('isVideoId', () => {
  it.each<[string | null | undefined, boolean]>([
    ['dQw4w9WgXcQ', true],
    ['a-b_c-d_e-f', true],
    ['dQw4w9WgXc', false],
    ['dQw4w9WgXcQQ', false],
    ['dQw4w9WgX Q', false],
    ['dQw4w9WgX/Q', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (id, expected) => {
    expect(isVideoId(id)).toBe(expected);
  });
});
