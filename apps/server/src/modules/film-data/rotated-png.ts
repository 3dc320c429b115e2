import sharp from 'sharp';

// PNG has no orientation that browsers and viewers read alike, so a turned PNG leaves the lab
// re-encoded with its pixels turned: lossless all the same (PNG is), at the file's own bit depth,
// its colour profile kept.

/** sharp's own pixel limit, as the derivatives use it. */
const MAX_INPUT_PIXELS = 268_402_689;

/**
 * The PNG turned as the member sees it (its own Exif orientation, then the member's rotation), or
 * null when it needs no turn and should leave as uploaded.
 */
export async function rotatedPng(input: string | Buffer, rotation: number): Promise<Buffer | null> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
  const meta = await image.metadata();
  if (rotation % 360 === 0 && (meta.orientation ?? 1) <= 1) return null;
  const grey = (meta.channels ?? 3) < 3;
  const wide = meta.depth === 'ushort';
  const space = wide ? (grey ? 'grey16' : 'rgb16') : grey ? 'b-w' : 'srgb';
  return image
    .autoOrient()
    .rotate(rotation)
    .toColourspace(space)
    .keepIccProfile()
    .png({ compressionLevel: 6 })
    .toBuffer();
}
