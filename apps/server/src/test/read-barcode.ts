// Reads the 1D barcode of a PNG the way a scanner would, for tests: ZXing (the @zxing/library port)
// over the image's grey pixels: Code 128 (shipping labels) or QR (roll labels).
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import sharp from 'sharp';

export function readCode128(png: Buffer): Promise<string> {
  return readBarcode(png, BarcodeFormat.CODE_128);
}

/** The QR code of a PNG (a roll label). */
export function readQrCode(png: Buffer): Promise<string> {
  return readBarcode(png, BarcodeFormat.QR_CODE);
}

async function readBarcode(png: Buffer, format: BarcodeFormat): Promise<string> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  // One grey byte per pixel, copied so the array starts at its own offset 0.
  const luminance = Uint8ClampedArray.from(data.subarray(0, info.width * info.height));
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [format]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, info.width, info.height)));
  return new MultiFormatReader().decode(bitmap, hints).getText();
}
