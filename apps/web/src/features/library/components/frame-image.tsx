import { useMemo, useState, type CSSProperties } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import styles from './library.module.css';

export interface FrameImageProps {
  src: string | null;
  thumbhash: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  className?: string;
  style?: CSSProperties;
  loading?: 'lazy' | 'eager';
}

function placeholder(hash: string | null): string | undefined {
  if (!hash) return undefined;
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(hash), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * A frame that paints at once: its thumbhash placeholder fills the box (of the frame's own shape)
 * until the picture has loaded, so grids never jump.
 */
export function FrameImage({
  src,
  thumbhash,
  alt,
  width,
  height,
  className,
  style,
  loading = 'lazy',
}: FrameImageProps) {
  const [loaded, setLoaded] = useState(false);
  const blur = useMemo(() => placeholder(thumbhash), [thumbhash]);
  const ratio = width && height ? `${width} / ${height}` : '3 / 2';
  return (
    <span
      className={[styles.frameImage, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: ratio, backgroundImage: blur && !loaded ? `url(${blur})` : undefined, ...style }}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          width={width ?? undefined}
          height={height ?? undefined}
          loading={loading}
          decoding="async"
          onLoad={() => setLoaded(true)}
          data-loaded={loaded || undefined}
        />
      ) : (
        <span className={styles.frameWaiting}>{blur ? '' : 'Processing'}</span>
      )}
    </span>
  );
}
