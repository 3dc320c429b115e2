// The fonts of a contact sheet. Text the PDF's standard fonts can encode (WinAnsi: English and
// western European) is set in them, as before, and embeds nothing; any other character falls back,
// one run at a time, to the first font that has it: Noto Sans (Latin, Greek, Cyrillic), Noto Sans
// Simplified Chinese (Chinese characters and kana) or Noto Sans Korean (Hangul). The PDF embeds only
// the glyphs a sheet uses, so a Latin-only sheet stays as small as it was.
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

export type Weight = 'regular' | 'bold';
/** A font pdfkit takes: a standard font's name, or a parsed font object. */
export type SheetFont = string | fontkit.Font;

interface FallbackFile {
  pkg: string;
  files: Record<Weight, string>;
}

const FALLBACKS: FallbackFile[] = [
  { pkg: '@embedpdf/fonts-latin', files: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' } },
  { pkg: '@embedpdf/fonts-sc', files: { regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' } },
  { pkg: '@embedpdf/fonts-kr', files: { regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' } },
];

const require = createRequire(import.meta.url);
/** The packages export only their index; the font files sit in `fonts/` beside its folder. */
const fontPath = (pkg: string, file: string) => path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file);

// Parsing a CJK font takes about half a second, so each is read once per process, when first needed.
const opened = new Map<string, fontkit.Font>();
function openFallback(fallback: FallbackFile, weight: Weight): fontkit.Font {
  const file = fontPath(fallback.pkg, fallback.files[weight]);
  let font = opened.get(file);
  if (!font) {
    font = fontkit.openSync(file) as fontkit.Font;
    opened.set(file, font);
  }
  return font;
}

/** The characters of Windows-1252 at 0x80 to 0x9F, which the standard fonts encode too. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether a standard PDF font (WinAnsi encoding) can set this character. */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** The font for one character: the standard one when it can, else the first fallback with a glyph. */
function fontFor(char: string, standard: string, weight: Weight): SheetFont {
  if (isWinAnsi(char)) return standard;
  const code = char.codePointAt(0)!;
  for (const fallback of FALLBACKS) {
    const font = openFallback(fallback, weight);
    if (font.hasGlyphForCodePoint(code)) return font;
  }
  // No font has it: the CJK font draws its empty box, and the text still copies out right.
  return openFallback(FALLBACKS[1]!, weight);
}

export interface Run {
  font: SheetFont;
  text: string;
}

/** Splits text into runs of one font each, in order. */
export function fontRuns(text: string, standard: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const font = fontFor(char, standard, weight);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
