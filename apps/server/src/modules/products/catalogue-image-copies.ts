import sharp from 'sharp';

/**
 * Every shop picture is stored twice: as uploaded (at most 2000 px) and as a small copy at most this
 * many pixels on its longer side, enough for what a phone's card, tile or product page shows (a 365 px
 * wide picture on a 2x screen). Pages offer both (`srcset`) and the browser takes the one it needs.
 */
export const SMALL_COPY_SIDE = 800;

/** The small copy's blob key, beside the picture's own. */
export const smallCopyPath = (path: string) => `${path.replace(/\.webp$/, '')}-${SMALL_COPY_SIDE}.webp`;

/** The small copy of a stored WebP picture, and its size; null when the picture is no larger. */
export async function smallCopy(
  webp: Buffer,
  size: { width: number; height: number },
): Promise<{ data: Buffer; width: number; height: number } | null> {
  if (Math.max(size.width, size.height) <= SMALL_COPY_SIDE) return null;
  const { data, info } = await sharp(webp)
    .resize(SMALL_COPY_SIDE, SMALL_COPY_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
