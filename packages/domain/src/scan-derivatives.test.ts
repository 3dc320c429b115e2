import { describe, expect, it } from 'vitest';
import { derivativeWidth, scanSrcSet } from './scan-derivatives.js';

describe('scan derivatives', () => {
  it.each([
    [150, 6000, 4000, 150],
    [150, 4000, 6000, 100],
    [1440, 6000, 4000, 1440],
    [1440, 4000, 6000, 960],
    [1440, 800, 600, 800],
    [150, null, 600, null],
    [150, 0, 600, null],
  ])('fits %i: %s x %s -> %s wide', (maxSide, width, height, expected) => {
    expect(derivativeWidth(maxSide, width, height)).toBe(expected);
  });

  it('offers the screen-size file beside the 150 px thumbnail, each with its width', () => {
    expect(scanSrcSet({ thumbnail: '/t.webp', midRes: '/m.jpg' }, 6000, 4000)).toBe('/t.webp 150w, /m.jpg 1440w');
    expect(scanSrcSet({ thumbnail: '/t.webp', midRes: null }, 6000, 4000)).toBe('/t.webp 150w');
    expect(scanSrcSet({ thumbnail: '/t.webp', midRes: '/m.jpg' }, 120, 80)).toBe('/t.webp 120w');
    expect(scanSrcSet({ thumbnail: '/t.webp', midRes: '/m.jpg' }, null, null)).toBeUndefined();
  });
});
