// Text on a contact sheet: set in runs of fallback fonts (sheet-fonts.ts), wrapped to a box of a
// given width and number of lines, and ended with an ellipsis when it does not fit, so a long name
// never runs into its neighbour or the row below.
import type PDFDocument from 'pdfkit';
import { fontRuns, type Run, type SheetFont, type Weight } from './sheet-fonts.js';

type Doc = InstanceType<typeof PDFDocument>;

export interface TextBox {
  x: number;
  /** The top of the first line. */
  y: number;
  width: number;
  size: number;
  /** Distance between baselines. */
  lineHeight: number;
  maxLines: number;
  /** The standard font for what it can set (Courier, Helvetica-Bold ...). */
  font: string;
  weight: Weight;
  color: string;
}

const ELLIPSIS = '…';
// pdfkit 0.20 takes a parsed fontkit font as a font source; its type definitions predate that.
const use = (doc: Doc, font: SheetFont, size: number) =>
  doc.font(font as unknown as PDFKit.Mixins.PDFFontSource).fontSize(size);

function widthOf(doc: Doc, runs: Run[], size: number): number {
  return runs.reduce((sum, run) => sum + use(doc, run.font, size).widthOfString(run.text), 0);
}

/** Where a line may break: after spaces and punctuation of file names, and around wide characters. */
function pieces(text: string): string[] {
  return text.match(/[\u2E80-\uFFFF]|[^\s\-_./\u2E80-\uFFFF]+[\s\-_./]*|[\s\-_./]+/gu) ?? [];
}

/** Greedy line filling; a piece wider than a line is cut between characters. */
function wrap(measure: (text: string) => number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text)) {
    if (measure(line + piece.trimEnd()) <= width) {
      line += piece;
      continue;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = '';
    for (const char of piece) {
      if (line !== '' && measure(line + char) > width) {
        lines.push(line.trimEnd());
        line = '';
      }
      if (!(line === '' && /\s/.test(char))) line += char;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** The lines the text takes in the box, at most `maxLines`, the last cut with an ellipsis if need be. */
export function layoutLines(
  doc: Doc,
  text: string,
  box: Pick<TextBox, 'width' | 'size' | 'maxLines' | 'font' | 'weight'>,
) {
  const measure = (line: string) => widthOf(doc, fontRuns(line, box.font, box.weight), box.size);
  const lines = wrap(measure, text, box.width);
  if (lines.length <= box.maxLines) return lines;
  const kept = lines.slice(0, box.maxLines);
  let last = [...kept.at(-1)!];
  while (last.length > 0 && measure(`${last.join('').trimEnd()}${ELLIPSIS}`) > box.width) last = last.slice(0, -1);
  kept[kept.length - 1] = `${last.join('').trimEnd()}${ELLIPSIS}`;
  return kept;
}

/** Draws the text in the box, run by run on a shared baseline; answers the height it took. */
export function drawText(doc: Doc, text: string, box: TextBox): number {
  const lines = layoutLines(doc, text, box);
  lines.forEach((line, i) => {
    // Fonts differ in ascent, so each run is placed by its baseline, not by its top.
    const baseline = box.y + box.size * 0.8 + i * box.lineHeight;
    let x = box.x;
    for (const run of fontRuns(line, box.font, box.weight)) {
      use(doc, run.font, box.size)
        .fillColor(box.color)
        .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += doc.widthOfString(run.text);
    }
  });
  return lines.length * box.lineHeight;
}
