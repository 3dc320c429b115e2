import { describe, expect, it } from 'vitest';
import { belowWidthQuery, fromWidthQuery, LANDING_CAROUSELS } from './landing-carousels.js';

describe('the landing carousels (spec 2.7)', () => {
  it('shows five reviews 4.3 at a time from the marketing md breakpoint, 1 below it, looping, centred, 10 apart', () => {
    expect(LANDING_CAROUSELS.reviews).toEqual({
      slidesPerView: 1,
      spaceBetweenPx: 10,
      loop: true,
      centered: true,
      wide: { minWidthPx: 960, slidesPerView: 4.3 },
    });
  });

  it('shows the community photos 1.1 at a time on small screens only', () => {
    expect(LANDING_CAROUSELS.community).toMatchObject({ slidesPerView: 1.1, belowWidthPx: 960, loop: false });
  });

  it('writes width queries that meet without a gap', () => {
    expect(fromWidthQuery(960)).toBe('(min-width: 960px)');
    expect(belowWidthQuery(960)).toBe('(max-width: 959.98px)');
  });
});
