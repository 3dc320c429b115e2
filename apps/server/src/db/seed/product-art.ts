import sharp from 'sharp';
import { STOCK_LOOKS, toneSvg } from './photo-art.js';
import { sceneSvg, type SceneKind, type TimeOfDay } from './photo-scenes.js';
import { escapeUTF8 } from 'entities';

/**
 * Shop pictures drawn at seed time as SVG and rendered by sharp: film boxes in a stock's colours
 * with a canister or a 120 roll, book covers, accessory packs, a framed print, collection banners.
 */

export interface Palette {
  /** The box's main colour, its band and the text on it. */
  box: string;
  band: string;
  ink: string;
}

export type ProductArt =
  | { kind: 'film'; brand: string; model: string; iso: string; format: '35mm' | '120'; palette: Palette }
  | { kind: 'book'; title: string; subtitle: string; palette: Palette }
  | { kind: 'pack'; title: string; subtitle: string; palette: Palette }
  | { kind: 'print'; scene: SceneKind; time: TimeOfDay; seed: number };

export const PRODUCT_IMAGE_SIZE = 1200;
const PAPER = '#f3efe6';
const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

function frame(content: string, w = PRODUCT_IMAGE_SIZE, h = PRODUCT_IMAGE_SIZE): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<radialGradient id="floor" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#fbf8f2"/><stop offset="1" stop-color="#e4ddd0"/></radialGradient>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#floor)"/>
${content}
</svg>`;
}

/** Largest size up to `max` at which bold capitals of `text` fit in `width` (about 0.72 em each). */
function fitFontSize(text: string, width: number, max: number): number {
  return Math.min(max, Math.floor(width / (text.length * 0.72)));
}

const shadow = (x: number, y: number, w: number) =>
  `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2 + 30}" ry="26" fill="#000000" fill-opacity="0.14"/>`;

function canister(x: number, y: number, palette: Palette): string {
  const holes = Array.from(
    { length: 7 },
    (_, i) => `<rect x="${x + 150 + i * 26}" y="${y + 150}" width="12" height="14" rx="2" fill="${PAPER}"/>`,
  ).join('');
  return `${shadow(x, y + 330, 150)}
<rect x="${x + 120}" y="${y + 138}" width="230" height="110" fill="#5a3b1e"/>${holes}
<rect x="${x}" y="${y}" width="150" height="320" rx="14" fill="${palette.box}"/>
<rect x="${x}" y="${y + 110}" width="150" height="90" fill="${palette.band}"/>
<rect x="${x + 42}" y="${y - 26}" width="66" height="30" rx="6" fill="#2b2b2b"/>
<rect x="${x - 4}" y="${y - 4}" width="158" height="22" rx="8" fill="#3a3a3a"/>
<rect x="${x - 4}" y="${y + 306}" width="158" height="22" rx="8" fill="#3a3a3a"/>
<rect x="${x}" y="${y}" width="150" height="320" rx="14" fill="url(#shine)"/>`;
}

function roll120(x: number, y: number, palette: Palette): string {
  return `${shadow(x, y + 330, 150)}
<rect x="${x + 20}" y="${y - 20}" width="110" height="360" rx="10" fill="#1f1f1f"/>
<rect x="${x}" y="${y}" width="150" height="320" rx="30" fill="${palette.band}"/>
<rect x="${x}" y="${y + 100}" width="150" height="120" fill="${palette.box}"/>
<rect x="${x}" y="${y}" width="150" height="320" rx="30" fill="url(#shine)"/>`;
}

function filmBox(art: Extract<ProductArt, { kind: 'film' }>): string {
  const { palette } = art;
  const x = 200;
  const y = 330;
  const w = 560;
  const h = 520;
  const side = `<path d="M${x + w} ${y} L${x + w + 90} ${y - 60} L${x + w + 90} ${y + h - 60} L${x + w} ${y + h} Z" fill="${palette.band}"/>
<path d="M${x} ${y} L${x + 90} ${y - 60} L${x + w + 90} ${y - 60} L${x + w} ${y} Z" fill="${palette.box}" fill-opacity="0.8"/>`;
  const front = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${palette.box}"/>
<rect x="${x}" y="${y + 300}" width="${w}" height="120" fill="${palette.band}"/>
<text x="${x + 40}" y="${y + 90}" ${FONT} font-size="54" font-weight="700" letter-spacing="6" fill="${palette.ink}">${escapeUTF8(art.brand.toUpperCase())}</text>
<text x="${x + 40}" y="${y + 210}" ${FONT} font-size="${fitFontSize(art.model, w - 80, 96)}" font-weight="700" fill="${palette.ink}">${escapeUTF8(art.model.toUpperCase())}</text>
<text x="${x + 40}" y="${y + 385}" ${FONT} font-size="72" font-weight="700" fill="${palette.box}">${escapeUTF8(art.iso)}</text>
<text x="${x + 40}" y="${y + 480}" ${FONT} font-size="30" font-weight="700" letter-spacing="3" fill="${palette.ink}">${art.format === '35mm' ? '35MM · 36 EXPOSURES' : '120 · MEDIUM FORMAT'}</text>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#shine)"/>`;
  const spool = art.format === '35mm' ? canister(840, 560, palette) : roll120(860, 540, palette);
  return frame(`${shadow(x, y + h + 10, w + 90)}${side}${front}${spool}`);
}

function book(art: Extract<ProductArt, { kind: 'book' | 'pack' }>): string {
  const { palette } = art;
  const isBook = art.kind === 'book';
  const x = 300;
  const y = 170;
  const w = 600;
  const h = isBook ? 820 : 700;
  const words = art.title.toUpperCase().split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    if (last >= 0 && (lines[last] ?? '').length + word.length < 12) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  const size = fitFontSize(
    lines.reduce((a, b) => (b.length > a.length ? b : a), ''),
    w - 120,
    80,
  );
  const title = lines
    .map(
      (line, i) =>
        `<text x="${x + 60}" y="${y + 200 + i * size * 1.15}" ${FONT} font-size="${size}" font-weight="700" fill="${palette.ink}">${escapeUTF8(line)}</text>`,
    )
    .join('');
  const decoration = isBook
    ? `<rect x="${x}" y="${y}" width="36" height="${h}" fill="${palette.band}"/><circle cx="${x + w - 150}" cy="${y + h - 190}" r="110" fill="${palette.band}"/>`
    : `<rect x="${x + 40}" y="${y + h - 250}" width="${w - 80}" height="170" rx="12" fill="${PAPER}" fill-opacity="0.35"/>
<rect x="${x + 70}" y="${y + h - 225}" width="${w - 140}" height="120" rx="6" fill="none" stroke="${palette.ink}" stroke-width="4" stroke-dasharray="18 12"/>`;
  return frame(`${shadow(x, y + h + 20, w)}
<rect x="${x + 14}" y="${y + 14}" width="${w}" height="${h}" rx="${isBook ? 6 : 24}" fill="#000000" fill-opacity="0.12"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${isBook ? 6 : 24}" fill="${palette.box}"/>
${decoration}${title}
<text x="${x + 60}" y="${y + h - (isBook ? 70 : 290)}" ${FONT} font-size="32" letter-spacing="2" fill="${palette.ink}">${escapeUTF8(art.subtitle.toUpperCase())}</text>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${isBook ? 6 : 24}" fill="url(#shine)"/>`);
}

function framedPrint(art: Extract<ProductArt, { kind: 'print' }>): string {
  const inner = toneSvg(sceneSvg(art, 600, 420), STOCK_LOOKS.portra).replace(/^<svg /, '<svg x="300" y="390" ');
  return frame(`${shadow(220, 930, 760)}
<rect x="200" y="290" width="800" height="620" fill="#2a2623"/>
<rect x="240" y="330" width="720" height="540" fill="#fbfaf7"/>
${inner}`);
}

export function productArtSvg(art: ProductArt): string {
  switch (art.kind) {
    case 'film':
      return filmBox(art);
    case 'book':
    case 'pack':
      return book(art);
    case 'print':
      return framedPrint(art);
  }
}

export async function renderProductArt(art: ProductArt): Promise<Buffer> {
  return sharp(Buffer.from(productArtSvg(art)))
    .webp({ quality: 84, effort: 2 })
    .toBuffer();
}

export const BANNER_SIZE = { width: 1600, height: 640 } as const;

/** A collection banner: a landscape in a stock's colours. The page sets the collection's name over it. */
export async function renderCollectionBanner(scene: SceneKind, time: TimeOfDay, seed: number): Promise<Buffer> {
  const svg = toneSvg(sceneSvg({ scene, time, seed }, BANNER_SIZE.width, BANNER_SIZE.height), STOCK_LOOKS.ektar);
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}
