// The widths of a scan's derivatives, for the browser to choose the one a tile needs (srcset).
import { MID_RES_MAX_SIDE_PX, THUMBNAIL_MAX_SIDE_PX } from './limits.js';

/** The width of a derivative fitted inside a `maxSide` square (never enlarged); null when the size is unknown. */
export function derivativeWidth(maxSide: number, width: number | null, height: number | null): number | null {
  if (!width || !height || width <= 0 || height <= 0) return null;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return Math.max(1, Math.round(width * scale));
}

/**
 * A srcset of the thumbnail and the screen-size file with their real widths, so a tile wider than
 * the 150 px thumbnail is drawn from the larger file, not the thumbnail stretched.
 */
export function scanSrcSet(
  files: { thumbnail: string | null; midRes: string | null },
  width: number | null,
  height: number | null,
): string | undefined {
  const thumbnail = derivativeWidth(THUMBNAIL_MAX_SIDE_PX, width, height);
  const midRes = derivativeWidth(MID_RES_MAX_SIDE_PX, width, height);
  const candidates = [
    files.thumbnail && thumbnail ? `${files.thumbnail} ${thumbnail}w` : null,
    files.midRes && midRes && midRes !== thumbnail ? `${files.midRes} ${midRes}w` : null,
  ].filter((candidate): candidate is string => candidate !== null);
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}
