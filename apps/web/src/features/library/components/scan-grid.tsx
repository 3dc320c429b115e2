import type { Scan } from '@filmlab/api';
import { Link } from 'react-router';
import { frameNumber } from './film-data';
import { FrameImage } from './frame-image';
import styles from './library.module.css';

interface Props {
  scans: Scan[];
  base: string;
  /** In selection mode a frame toggles instead of opening. */
  selecting: boolean;
  selected: ReadonlySet<number>;
  onToggle(scanId: number): void;
}

/** A roll's frames in order, each with its number; processing frames show their placeholder. */
export function ScanGrid({ scans, base, selecting, selected, onToggle }: Props) {
  return (
    <ul className={styles.scanGrid} aria-label="Frames">
      {scans.map((scan) => {
        const picture = (
          <>
            <FrameImage
              src={scan.files.thumbnail}
              thumbhash={scan.thumbhash}
              width={scan.width}
              height={scan.height}
              alt={scan.description || scan.name}
            />
            <span className={styles.frameCaption}>
              <span className={styles.frameNo}>{frameNumber(scan.frame)}</span>
              <span className={styles.frameName}>{scan.name}</span>
              {scan.status === 'PROCESSING' && <span className={styles.badge}>processing</span>}
              {scan.status === 'FAILED' && <span className={styles.badgeDanger}>failed</span>}
            </span>
          </>
        );
        return (
          <li key={scan.id} className={styles.scanCell} data-selected={selected.has(scan.id) || undefined}>
            {selecting ? (
              <label className={styles.scanPick}>
                <input type="checkbox" checked={selected.has(scan.id)} onChange={() => onToggle(scan.id)} />
                {picture}
              </label>
            ) : (
              <Link
                to={`${base}/gallery/${scan.id}`}
                className={styles.scanLink}
                aria-label={`Frame ${frameNumber(scan.frame)}, ${scan.name}`}
              >
                {picture}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
