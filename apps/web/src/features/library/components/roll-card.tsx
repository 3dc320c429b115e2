import type { FilmRoll } from '@filmlab/api';
import { Link } from 'react-router';
import { Chip } from '../../../ui/chip';
import { MapPinIcon } from '../../../ui/icons';
import { filmStock, frameNumber, rollDate, rollTitle, stageLabel } from './film-data';
import { FrameImage } from './frame-image';
import styles from './library.module.css';

/** One roll in the library: its strip of first frames, film, date, stage, labels and progress. */
export function RollCard({ roll, base }: { roll: FilmRoll; base: string }) {
  const href = `${base}/rolls/${roll.id}`;
  const { total, ready, processing, failed } = roll.scans;
  return (
    <li className={styles.rollCard}>
      <Link to={href} className={styles.rollStrip} aria-label={`Open ${rollTitle(roll)}`}>
        {roll.thumbnails.length === 0 ? (
          <span className={styles.stripEmpty}>No scans yet</span>
        ) : (
          roll.thumbnails.map((frame) => (
            <FrameImage
              key={frame.scanId}
              src={frame.url}
              thumbhash={frame.thumbhash}
              width={frame.width}
              height={frame.height}
              alt={`Frame ${frameNumber(frame.frame)}`}
              className={styles.stripFrame}
            />
          ))
        )}
      </Link>
      <div className={styles.rollBody}>
        <h2 className={styles.rollTitle}>
          <Link to={href}>{rollTitle(roll)}</Link>
        </h2>
        <p className={styles.rollFilm}>
          {/* The film, unless it is already the title (a roll without a name of its own). */}
          {roll.name && <span className={styles.mono}>{filmStock(roll)}</span>}
          <span>{roll.format}</span>
          <span>{roll.process}</span>
          <time dateTime={roll.createdAt}>{rollDate(roll.createdAt)}</time>
        </p>
        <div className={styles.rollMeta}>
          <Chip tone={roll.stage === 'SYNCED' ? 'success' : 'neutral'}>{stageLabel(roll.stage)}</Chip>
          {processing > 0 && (
            <Chip tone="warning">
              Processing {ready} of {total}
            </Chip>
          )}
          {failed > 0 && <Chip tone="danger">{failed} could not be processed</Chip>}
          {roll.tags.map((tag) => (
            <Chip key={`t${tag.id}`} tone="ink">
              {tag.name}
            </Chip>
          ))}
          {roll.locations.map((location) => (
            <Chip key={`l${location.id}`}>
              <MapPinIcon size={12} /> {location.name}
            </Chip>
          ))}
        </div>
        {total > 0 && (
          <p className={styles.rollCount}>
            {total} {total === 1 ? 'frame' : 'frames'}
          </p>
        )}
      </div>
    </li>
  );
}
