import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import ibmPlexMono from '@capsizecss/metrics/iBMPlexMono';
import interTight from '@capsizecss/metrics/interTight';
import type { Plugin } from 'vite';

/**
 * Until the web fonts arrive, text shows in a local font scaled to their metrics (Capsize's
 * size-adjust and ascent/descent overrides), so the swap moves nothing on the page. Liberation
 * Sans and Mono are metric twins of Arial and Courier New, for Linux. Each family gets a regular and
 * a bold face, so bold text is not synthesised wider than the web font.
 */
const FALLBACKS: Array<{
  family: string;
  web: FontMetrics;
  local: FontMetrics;
  regular: string[];
  bold: string[];
}> = [
  {
    family: 'Inter Tight Fallback',
    web: interTight,
    local: arial,
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  {
    family: 'IBM Plex Mono Fallback',
    web: ibmPlexMono,
    local: courierNew,
    regular: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'LiberationMono'],
    bold: ['Courier New Bold', 'CourierNewPS-BoldMT', 'Liberation Mono Bold', 'LiberationMono-Bold'],
  },
];

const OVERRIDES = {
  ascentOverride: 'ascent-override',
  descentOverride: 'descent-override',
  lineGapOverride: 'line-gap-override',
  sizeAdjust: 'size-adjust',
} as const;

/** The overrides Capsize computes for one pair, as `property: value;` lines. */
function overrides(web: FontMetrics, local: FontMetrics): string[] {
  const face: Partial<Record<keyof typeof OVERRIDES, string | number>> =
    createFontStack([web, local], { fontFaceFormat: 'styleObject' }).fontFaces[0]?.['@font-face'] ?? {};
  return Object.entries(OVERRIDES).flatMap(([key, property]) => {
    const value = face[key as keyof typeof OVERRIDES];
    return value === undefined ? [] : [`${property}: ${value};`];
  });
}

export function fontFallbackCss(): string {
  return FALLBACKS.flatMap(({ family, web, local, regular, bold }) =>
    [
      ['100 549', regular],
      ['550 900', bold],
    ].map(([weight, names]) =>
      [
        '@font-face {',
        `  font-family: '${family}';`,
        `  font-weight: ${weight as string};`,
        `  src: ${(names as string[]).map((name) => `local('${name}')`).join(', ')};`,
        ...overrides(web, local).map((line) => `  ${line}`),
        '}',
      ].join('\n'),
    ),
  ).join('\n');
}

const ID = 'virtual:font-fallbacks.css';

/** `virtual:font-fallbacks.css`: the fallback faces above. */
export function fontFallbacks(): Plugin {
  return {
    name: 'filmlab-font-fallbacks',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? fontFallbackCss() : undefined),
  };
}
