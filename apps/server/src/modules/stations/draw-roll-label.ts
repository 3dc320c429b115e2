// A roll's label for a thermal label printer: 2 x 1 inch at 300 dpi, the roll code as a QR code
// (a hand scanner types it into the scanner software's order field) and in large type beside it.
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { escapeUTF8 } from 'entities';

export const ROLL_LABEL_DPI = 300;
export const ROLL_LABEL_WIDTH = 2 * ROLL_LABEL_DPI;
export const ROLL_LABEL_HEIGHT = 1 * ROLL_LABEL_DPI;

export interface RollLabelFacts {
  code: string;
  orderNumber: string | null;
  film: string;
}

/** The label as a PNG whose pHYs says 300 dpi, so it prints at 2 x 1 inches, not 8.3 x 4.2 at 72. */
export async function drawRollLabel(facts: RollLabelFacts): Promise<Buffer> {
  const qr = await bwipjs.toBuffer({
    bcid: 'qrcode',
    text: facts.code,
    scale: 10,
    paddingwidth: 2,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
  });
  const side = ROLL_LABEL_HEIGHT - 40;
  const qrPng = await sharp(qr).resize(side, side, { kernel: 'nearest' }).png().toBuffer();
  const spaced = `${facts.code.slice(0, 3)} ${facts.code.slice(3)}`;
  const x = side + 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ROLL_LABEL_WIDTH}" height="${ROLL_LABEL_HEIGHT}" fill="#000">
  <rect width="100%" height="100%" fill="#fff"/>
  <text x="${x}" y="70" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26">ROLL</text>
  <text x="${x}" y="150" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="64" font-weight="700">${escapeUTF8(spaced)}</text>
  <text x="${x}" y="210" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28">${escapeUTF8(facts.orderNumber ? `Order #${facts.orderNumber}` : '')}</text>
  <text x="${x}" y="255" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22">${escapeUTF8(facts.film.slice(0, 24))}</text>
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: qrPng, left: 20, top: 20 }])
    .greyscale()
    .withDensity(ROLL_LABEL_DPI)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The same label as one PDF page of 2 x 1 inches, for printers driven through a PDF dialog. */
export async function drawRollLabelPdf(facts: RollLabelFacts): Promise<Buffer> {
  const png = await drawRollLabel(facts);
  const doc = new PDFDocument({ size: [144, 72], margin: 0, info: { Title: `Roll ${facts.code}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.image(png, 0, 0, { width: 144, height: 72 });
  doc.end();
  return done;
}
