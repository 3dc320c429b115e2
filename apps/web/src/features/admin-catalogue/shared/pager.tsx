import { Button } from '../../../ui/button';
import styles from './catalogue.module.css';

export interface PagerProps {
  offset: number;
  limit: number;
  count: number;
  shown: number;
  hasMore: boolean;
  onOffset: (offset: number) => void;
  /** 'products', 'variants': what the counter counts. */
  noun: string;
}

/** Previous and Next with 'Showing 1–25 of 80 products', announced when it changes. */
export function Pager({ offset, limit, count, shown, hasMore, onOffset, noun }: PagerProps) {
  const from = shown === 0 ? 0 : offset + 1;
  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun}`}>
      <p className={styles.muted} aria-live="polite">
        {count === 0 ? `No ${noun}` : `Showing ${from}–${offset + shown} of ${count} ${noun}`}
      </p>
      <div className={styles.rowActions}>
        <Button size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button size="sm" disabled={!hasMore} onClick={() => onOffset(offset + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
