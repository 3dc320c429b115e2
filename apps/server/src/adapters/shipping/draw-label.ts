import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { serviceLevelLabel, type Carrier, type ServiceLevel } from '@filmlab/domain';
import type { ShippingAddress } from './shipping-provider.js';
import { uspsBarcodeData } from './tracking-numbers.js';
import { escapeUTF8 } from 'entities';

/** A 4x6 inch label at 203 dpi, the resolution of thermal label printers. */
export const LABEL_DPI = 203;
export const LABEL_WIDTH = 812;
export const LABEL_HEIGHT = 1218;
/** Said in large type on every label drawn here: no carrier was paid for it. */
export const SAMPLE_NOTICE = 'SAMPLE — NOT POSTAGE';

function addressLines(address: ShippingAddress): string[] {
  return [
    address.name,
    address.company ?? '',
    address.street1,
    address.street2 ?? '',
    `${address.city}, ${address.state} ${address.zip}`,
  ].filter((line) => line.trim() !== '');
}

function textLines(lines: string[], x: number, y: number, size: number, weight = 400): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * Math.round(size * 1.25)}" font-size="${size}" font-weight="${weight}">${escapeUTF8(line.slice(0, 48))}</text>`,
    )
    .join('');
}

export interface LabelDrawing {
  from: ShippingAddress;
  to: ShippingAddress;
  carrier: Carrier;
  serviceLevel: ServiceLevel;
  trackingNumber: string;
  weightOz: number;
}

/**
 * The barcode: for USPS the IMpb (GS1-128 of the destination ZIP and the tracking number), for the
 * other carriers the tracking number as Code 128.
 */
function barcode(label: LabelDrawing): Promise<Buffer> {
  const usps = label.carrier === 'USPS';
  return bwipjs.toBuffer({
    bcid: usps ? 'gs1-128' : 'code128',
    text: usps ? uspsBarcodeData(label.to.zip, label.trackingNumber) : label.trackingNumber,
    scale: 3,
    height: 24,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
}

/**
 * The label's drawing but the barcode: the service in a banner, the sender and the recipient, a
 * band saying in large type that it is a sample and not postage, and the tracking number in words.
 */
export function labelSvg(label: LabelDrawing): string {
  const service = serviceLevelLabel(label.serviceLevel);
  const spaced = label.trackingNumber.replace(/(.{4})(?=.)/g, '$1 ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LABEL_WIDTH}" height="${LABEL_HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#000">
  <rect width="100%" height="100%" fill="#fff"/>
  <!-- The frame stops above the barcode: no dark line may cross its rows, or scanners mistake it for a bar. -->
  <rect x="16" y="16" width="${LABEL_WIDTH - 32}" height="724" fill="none" stroke="#000" stroke-width="4"/>
  <rect x="16" y="16" width="140" height="140" fill="#000"/>
  <text x="86" y="118" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${label.carrier.charAt(0)}</text>
  <text x="180" y="80" font-size="44" font-weight="700">${escapeUTF8(service.toUpperCase())}</text>
  <text x="180" y="130" font-size="26">${escapeUTF8(label.carrier)} · ${label.weightOz} oz</text>
  <line x1="16" y1="156" x2="${LABEL_WIDTH - 16}" y2="156" stroke="#000" stroke-width="4"/>
  <text x="40" y="200" font-size="22" font-weight="700">FROM:</text>
  ${textLines(addressLines(label.from), 40, 232, 24)}
  <line x1="16" y1="380" x2="${LABEL_WIDTH - 16}" y2="380" stroke="#000" stroke-width="4"/>
  <text x="40" y="430" font-size="26" font-weight="700">SHIP TO:</text>
  ${textLines(
    addressLines(label.to).map((line) => line.toUpperCase()),
    60,
    480,
    36,
    700,
  )}
  <rect x="16" y="672" width="${LABEL_WIDTH - 32}" height="68" fill="#000"/>
  <text x="${LABEL_WIDTH / 2}" y="724" font-size="46" font-weight="700" fill="#fff" text-anchor="middle">${escapeUTF8(SAMPLE_NOTICE)}</text>
  <text x="${LABEL_WIDTH / 2}" y="790" font-size="28" font-weight="700" text-anchor="middle">${escapeUTF8(label.carrier)} TRACKING #</text>
  <text x="${LABEL_WIDTH / 2}" y="1150" font-size="30" text-anchor="middle">${escapeUTF8(spaced)}</text>
  <line x1="16" y1="1200" x2="${LABEL_WIDTH - 16}" y2="1200" stroke="#000" stroke-width="4"/>
</svg>`;
}

/**
 * Draws the label as a PNG, the tracking barcode under the addresses where a scanner reads it back.
 * The PNG says its 203 dpi (pHYs), so it prints at 4 x 6 inches.
 */
export async function drawLabel(label: LabelDrawing): Promise<Buffer> {
  const code = await barcode(label);
  const { width = 0, height = 0 } = await sharp(code).metadata();
  if (width > LABEL_WIDTH - 40) throw new Error(`tracking barcode is ${width} px wide, wider than the label`);
  return sharp(Buffer.from(labelSvg(label)))
    .composite([
      { input: code, left: Math.round((LABEL_WIDTH - width) / 2), top: 820 + Math.round((280 - height) / 2) },
    ])
    .greyscale()
    .withDensity(LABEL_DPI)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
