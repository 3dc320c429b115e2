import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { Skeleton } from '../../../ui/skeleton';
import { FILTER_KEYS, filtersFromSearchParams, hasFilters, type LibraryFilterValues } from '../api/library-filters';
import { useLibraryFilters, useRollPages } from '../api/rolls';
import { LibraryFiltersBar } from './library-filters-bar';
import { RollCard } from './roll-card';
import styles from './library.module.css';

/**
 * /users/{id} and /users/{id}/rolls: the member's rolls, newest first, filtered and searched from
 * the address bar, more loading as the end of the list scrolls into view.
 */
export function LibraryPage({
  userId,
  base,
  notice,
  staff = false,
}: {
  userId: number;
  base: string;
  /** Staff looking at a customer's library: the page speaks of the customer, not to them. */
  staff?: boolean;
  /** A word from another feature above the rolls (when scans will be removed). */
  notice?: ReactNode;
}) {
  useDocumentTitle('Rolls');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearchParams(params);
  const pages = useRollPages(userId, filters);
  const options = useLibraryFilters(userId);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  const onFilters = useCallback(
    (next: LibraryFilterValues) => {
      const search = new URLSearchParams();
      for (const key of FILTER_KEYS) if (next[key]) search.set(key, next[key] as string);
      setParams(search, { replace: true });
    },
    [setParams],
  );
  const onSearch = useCallback(
    (text: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text) next.set('search', text);
          else next.delete('search');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const emptyAccount = pages.isSuccess && pages.rolls.length === 0 && !hasFilters(filters);
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Library</p>
        <h1 className={styles.title}>{staff ? 'Rolls' : 'Your rolls'}</h1>
      </header>
      {notice}
      {!emptyAccount && (
        <LibraryFiltersBar
          value={filters}
          onChange={onFilters}
          onSearch={onSearch}
          options={options.data}
          staff={staff}
        />
      )}
      {pages.isPending && (
        <ul className={styles.rollList} aria-busy="true" aria-label="Loading rolls">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className={styles.rollCard}>
              <Skeleton height={96} />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      )}
      {pages.isError && <Alert tone="danger">{pages.error.message}</Alert>}
      {emptyAccount && (
        <div className={styles.empty}>
          <h2>No rolls yet — start your first order</h2>
          <p>Send us your film and your scans will live here, with search, tags and contact sheets.</p>
          <LinkButton to={`${base}/orders/new/rolls`} variant="primary">
            Start an order
          </LinkButton>
        </div>
      )}
      {pages.isSuccess && pages.rolls.length === 0 && hasFilters(filters) && (
        <p className={styles.none}>No rolls match. Try other words or clear the filters.</p>
      )}
      {pages.rolls.length > 0 && (
        <ul className={styles.rollList} aria-label="Rolls" aria-busy={pages.isFetching || undefined}>
          {pages.rolls.map((roll) => (
            <RollCard key={roll.id} roll={roll} base={base} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className={styles.more}>
        {hasNextPage && (
          <Button variant="ink" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load more rolls
          </Button>
        )}
      </div>
    </div>
  );
}
