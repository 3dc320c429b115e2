import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  GALLERY_IMAGE_HEIGHT_OFFSET_PX,
  GALLERY_PADDING_PX,
  GALLERY_PADDING_SMALL_PX,
  LANDING_CAROUSELS,
} from '@filmlab/domain';
import { describe, expect, it } from 'vitest';
import { domainTokens } from './domain-tokens';

const src = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, pattern);
    return pattern.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('constants the domain holds reach CSS as variables', () => {
  it('sets the carousels and the gallery viewer from @filmlab/domain', () => {
    expect(domainTokens()).toMatchObject({
      '--reviews-slides-per-view': String(LANDING_CAROUSELS.reviews.slidesPerView),
      '--reviews-slides-per-view-wide': '4.3',
      '--reviews-gaps-in-view-wide': '4',
      '--reviews-space-between': `${LANDING_CAROUSELS.reviews.spaceBetweenPx}px`,
      '--community-slides-per-view': '1.1',
      '--gallery-padding-small': `${GALLERY_PADDING_SMALL_PX}px`,
      '--gallery-padding': `${GALLERY_PADDING_PX}px`,
      '--gallery-image-height-offset': `${GALLERY_IMAGE_HEIGHT_OFFSET_PX}px`,
    });
  });

  it('leaves no landing file or collection form retyping them', () => {
    const retyped: Array<[string, RegExp]> = [
      // Carousel slides a view and spacing, the gallery's padding and height, the marketing md breakpoint.
      ['features/marketing/landing-page', /\b(1\.1|4\.3)\b|\b(170|100|24|10)px\b|\b960px|959\.98|spaceBetween: \d/],
      // The collection form's limits.
      ['features/admin-catalogue/collections/collection-form.tsx', /\.max\(\d|\d{3,}/],
    ];
    const problems = retyped.flatMap(([where, pattern]) => {
      const full = path.join(src, where);
      const files = statSync(full).isDirectory() ? filesUnder(full, /\.(tsx?|css)$/) : [full];
      return files.flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => [line, i] as const)
          .filter(([line]) => pattern.test(line) && !/^\s*(\/\/|\/?\*)/.test(line))
          .map(([line, i]) => `${path.relative(src, file)}:${i + 1}: ${line.trim()}`),
      );
    });
    expect(problems).toEqual([]);
  });
});
