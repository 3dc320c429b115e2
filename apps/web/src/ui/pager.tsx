import { Button } from './button';
import styles from './pager.module.css';

export interface PageNavProps {
  /** 'Showing 1–25 of 80 products': announced when it changes. */
  status: string;
  /** 'products', 'orders': names the navigation. */
  noun: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next under a list, with where the reader is; for offset and keyset paging alike. */
export function PageNav({ status, noun, hasPrevious, hasNext, onPrevious, onNext }: PageNavProps) {
  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun}`}>
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      <div className={styles.actions}>
        <Button size="sm" disabled={!hasPrevious} onClick={onPrevious}>
          Previous
        </Button>
        <Button size="sm" disabled={!hasNext} onClick={onNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}

export interface PagerProps {
  offset: number;
  limit: number;
  count: number;
  shown: number;
  hasMore: boolean;
  onOffset: (offset: number) => void;
  noun: string;
}

/** Offset paging: 'Showing 1–25 of 80 products'. */
export function Pager({ offset, limit, count, shown, hasMore, onOffset, noun }: PagerProps) {
  const from = shown === 0 ? 0 : offset + 1;
  return (
    <PageNav
      noun={noun}
      status={count === 0 ? `No ${noun}` : `Showing ${from}–${offset + shown} of ${count} ${noun}`}
      hasPrevious={offset > 0}
      hasNext={hasMore}
      onPrevious={() => onOffset(Math.max(0, offset - limit))}
      onNext={() => onOffset(offset + limit)}
    />
  );
}
