import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The web fonts' Latin files carry ~300 glyphs each, while the site's text uses ASCII and a few
 * typographic marks. This plugin cuts each font down to those (keeping Inter Tight's weight axis)
 * and declares the small file after the full one, limited to those characters by unicode-range:
 * a page written in them downloads only the small files (78 KB -> 46 KB), and any other character
 * still loads the full Latin file.
 */
const CORE_RANGES = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xa0], // no-break space
  [0xa3, 0xa3], // £
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
] as const;

const hex = (code: number) => code.toString(16).toUpperCase();
export const CORE_UNICODE_RANGE = CORE_RANGES.map(([from, to]) =>
  from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(', ');
const CORE_TEXT = CORE_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join('');

const FACES = [
  {
    file: '@fontsource-variable/inter-tight/files/inter-tight-latin-wght-normal.woff2',
    family: 'Inter Tight Variable',
    weight: '100 900',
    format: 'woff2-variations',
    out: 'inter-tight-core-wght-normal.woff2',
  },
  {
    file: '@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-400-normal.woff2',
    family: 'IBM Plex Mono',
    weight: '400',
    format: 'woff2',
    out: 'ibm-plex-mono-core-400-normal.woff2',
  },
  {
    file: '@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-500-normal.woff2',
    family: 'IBM Plex Mono',
    weight: '500',
    format: 'woff2',
    out: 'ibm-plex-mono-core-500-normal.woff2',
  },
] as const;

const ID = 'virtual:font-subsets.css';

/** Writes the subset fonts and their style sheet to `dir`; returns the style sheet's path. */
export async function writeFontSubsets(dir: string): Promise<string> {
  const require = createRequire(import.meta.url);
  mkdirSync(dir, { recursive: true });
  const rules: string[] = [];
  for (const face of FACES) {
    const subset = await subsetFont(readFileSync(require.resolve(face.file)), CORE_TEXT, { targetFormat: 'woff2' });
    writeFileSync(path.join(dir, face.out), subset);
    rules.push(
      [
        '@font-face {',
        `  font-family: '${face.family}';`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${face.weight};`,
        `  src: url(./${face.out}) format('${face.format}');`,
        `  unicode-range: ${CORE_UNICODE_RANGE};`,
        '}',
      ].join('\n'),
    );
  }
  const sheet = path.join(dir, 'font-subsets.css');
  writeFileSync(sheet, `${rules.join('\n')}\n`);
  return sheet;
}

/** `virtual:font-subsets.css`: import it after the fontsource style sheets. */
export function fontSubsets(dir: string): Plugin {
  let sheet: Promise<string> | undefined;
  return {
    name: 'filmlab-font-subsets',
    resolveId: (id) => (id === ID ? (sheet ??= writeFontSubsets(dir)) : undefined),
  };
}
