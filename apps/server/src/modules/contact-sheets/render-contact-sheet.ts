import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { drawText } from './sheet-text.js';

export interface SheetFrame {
  frame: number;
  name: string;
  /** The frame's screen-sized file (mid-res), whatever its format. */
  key: string | null;
}

export interface SheetRoll {
  title: string;
  film: string;
  date: string;
  labName: string;
}

// US Letter, landscape, in points; a half-inch margin.
const PAGE = { width: 792, height: 612, margin: 36 };
const HEADER = 54;
/** Caption type: 8 pt, a line every 9.5 pt, 3 pt below the picture; one line takes 14 pt in all. */
const CAPTION = { size: 8, line: 9.5, above: 3, block: 14, numberWidth: 18 };
/** A long name wraps onto two lines, or three where the page has room for them. */
const CAPTION_LINES = { min: 2, max: 3 };
const GAP = 8;
/** Room for the page number beside the title. */
const PAGE_NUMBER_WIDTH = 60;
/** Pixels of each frame's picture in the PDF: sharp enough to print small, light enough to send. */
const FRAME_PIXELS = 640;

/**
 * Columns and rows of one page for frames of this shape: as large as 36 frames on two pages allow
 * with one caption line each. The height left over gives long names more lines; where there is
 * none, the pictures give up the few points a second line needs.
 */
export function grid(aspect: number) {
  const cols = aspect >= 1.2 ? 6 : 5;
  const cellWidth = (PAGE.width - 2 * PAGE.margin - (cols - 1) * GAP) / cols;
  const widest = cellWidth / Math.max(aspect, 1);
  const room = PAGE.height - 2 * PAGE.margin - HEADER;
  const rows = Math.max(1, Math.floor(room / (widest + CAPTION.block + GAP)));
  const perRow = room / rows;
  const spare = Math.floor((perRow - widest - CAPTION.block - GAP) / CAPTION.line);
  const captionLines = Math.min(CAPTION_LINES.max, Math.max(CAPTION_LINES.min, 1 + spare));
  const below = CAPTION.block + (captionLines - 1) * CAPTION.line + GAP;
  const imageHeight = Math.min(widest, perRow - below);
  return { cols, rows, cellWidth, imageHeight, cellHeight: imageHeight + below, captionLines };
}

async function framePicture(blobs: BlobStore, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const data = await blobs.get(key);
  if (!data) return null;
  // PDF takes JPEG as it is; WebP and the rest become a small JPEG first.
  return sharp(data).resize(FRAME_PIXELS, FRAME_PIXELS, { fit: 'inside' }).jpeg({ quality: 82 }).toBuffer();
}

/**
 * The roll's contact sheet as a PDF, streamed while it is drawn: the roll's film data at the top
 * of each page, then every frame in a grid with its number in the film-edge style and its name
 * wrapped under it, in any script. One picture is in memory at a time.
 */
export function renderContactSheet(options: {
  blobs: BlobStore;
  roll: SheetRoll;
  frames: SheetFrame[];
  aspect: number;
}): Readable {
  const { blobs, roll, frames } = options;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: `${roll.title} contact sheet`, Author: roll.labName, Subject: roll.film },
  });
  const out = new PassThrough();
  doc.pipe(out);
  const layout = grid(options.aspect);
  const perPage = layout.cols * layout.rows;
  const pages = Math.max(1, Math.ceil(frames.length / perPage));

  const header = (page: number) => {
    doc.addPage();
    const width = PAGE.width - 2 * PAGE.margin;
    const line = { x: PAGE.margin, maxLines: 1, weight: 'regular', color: '#555555' } as const;
    drawText(doc, roll.title, {
      ...line,
      y: PAGE.margin,
      width: width - PAGE_NUMBER_WIDTH - GAP,
      size: 15,
      lineHeight: 18,
      font: 'Helvetica-Bold',
      weight: 'bold',
      color: '#141414',
    });
    const facts = `${roll.film}   ·   ${roll.date}   ·   ${frames.length} frames   ·   ${roll.labName}`;
    drawText(doc, facts, { ...line, y: PAGE.margin + 22, width, size: 9, lineHeight: 11, font: 'Courier' });
    doc
      .font('Courier')
      .fontSize(9)
      .fillColor('#555555')
      .text(`${page} / ${pages}`, PAGE.width - PAGE.margin - PAGE_NUMBER_WIDTH, PAGE.margin, {
        width: PAGE_NUMBER_WIDTH,
        align: 'right',
      });
  };

  const draw = async () => {
    for (let i = 0; i < frames.length || i === 0; i++) {
      if (i % perPage === 0) header(i / perPage + 1);
      const frame = frames[i];
      if (!frame) break;
      const slot = i % perPage;
      const x = PAGE.margin + (slot % layout.cols) * (layout.cellWidth + GAP);
      const y = PAGE.margin + HEADER + Math.floor(slot / layout.cols) * layout.cellHeight;
      doc.rect(x, y, layout.cellWidth, layout.imageHeight).fill('#111111');
      const picture = await framePicture(blobs, frame.key);
      if (picture) {
        doc.image(picture, x, y, {
          fit: [layout.cellWidth, layout.imageHeight],
          align: 'center',
          valign: 'center',
        });
      }
      const captionTop = y + layout.imageHeight + CAPTION.above;
      doc
        .font('Courier-Bold')
        .fontSize(CAPTION.size)
        .fillColor('#b3261e')
        .text(String(frame.frame).padStart(2, '0'), x, captionTop, { lineBreak: false });
      drawText(doc, frame.name, {
        x: x + CAPTION.numberWidth,
        y: captionTop,
        width: layout.cellWidth - CAPTION.numberWidth,
        size: CAPTION.size,
        lineHeight: CAPTION.line,
        maxLines: layout.captionLines,
        font: 'Courier',
        weight: 'regular',
        color: '#555555',
      });
    }
    doc.end();
  };
  draw().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
