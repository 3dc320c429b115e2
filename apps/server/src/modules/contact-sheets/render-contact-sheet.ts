import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';

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
const CAPTION = 14;
const GAP = 8;
/** Pixels of each frame's picture in the PDF: sharp enough to print small, light enough to send. */
const FRAME_PIXELS = 640;

/** Columns and rows of one page for frames of this shape: as large as 36 frames on two pages allow. */
function grid(aspect: number) {
  const cols = aspect >= 1.2 ? 6 : 5;
  const cellWidth = (PAGE.width - 2 * PAGE.margin - (cols - 1) * GAP) / cols;
  const imageHeight = cellWidth / Math.max(aspect, 1);
  const cellHeight = imageHeight + CAPTION + GAP;
  const rows = Math.max(1, Math.floor((PAGE.height - 2 * PAGE.margin - HEADER) / cellHeight));
  return { cols, rows, cellWidth, imageHeight, cellHeight };
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
 * of each page, then every frame in a grid with its number in the film-edge style. One picture
 * is in memory at a time.
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
    doc.font('Helvetica-Bold').fontSize(15).fillColor('#141414').text(roll.title, PAGE.margin, PAGE.margin);
    doc
      .font('Courier')
      .fontSize(9)
      .fillColor('#555555')
      .text(
        `${roll.film}   ·   ${roll.date}   ·   ${frames.length} frames   ·   ${roll.labName}`,
        PAGE.margin,
        PAGE.margin + 20,
      );
    doc.text(`${page} / ${pages}`, PAGE.width - PAGE.margin - 60, PAGE.margin, { width: 60, align: 'right' });
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
      doc
        .font('Courier-Bold')
        .fontSize(8)
        .fillColor('#b3261e')
        .text(String(frame.frame).padStart(2, '0'), x, y + layout.imageHeight + 3, { lineBreak: false });
      doc
        .font('Courier')
        .fillColor('#555555')
        .text(frame.name, x + 18, y + layout.imageHeight + 3, {
          width: layout.cellWidth - 18,
          height: 10,
          ellipsis: true,
          lineBreak: false,
        });
    }
    doc.end();
  };
  draw().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
