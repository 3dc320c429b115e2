import {
  formatCents,
  orderNumber,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_PANEL_MAX_HEIGHT_PX,
  quickSearchMessage,
  searchStatusTone,
} from '@filmlab/domain';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Chip, type ChipTone } from '../../../ui/chip';
import { SearchIcon } from '../../../ui/icons';
import { useDebounced } from '../../../ui/use-debounced';
import { useQuickSearch } from '../api/admin-header';
import styles from './quick-search.module.css';

const TONE: Record<ReturnType<typeof searchStatusTone>, ChipTone> = {
  success: 'success',
  warning: 'warning',
  error: 'danger',
  neutral: 'neutral',
};

/** The gap kept between the panel and the window's edge. */
const EDGE_GAP_PX = 8;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Quick Order Search (spec 2.11, sections 4, 8, 9): a result opens the admin order summary in a new
 * tab; a guest's shop order, which has no customer pages, opens its order page.
 */
export function QuickSearch() {
  const inputId = useId();
  const panelId = `${inputId}-results`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const term = useDebounced(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const search = useQuickSearch(term);

  // An outside click closes the panel.
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const showPanel = open && term !== '' && text.trim() !== '';
  const panel = useRef<HTMLDivElement>(null);
  // The panel hangs from the box's right edge; where the box sits near the window's left (a narrow
  // window), it is moved right so no result is cut off at the edge.
  const [shift, setShift] = useState(0);
  const applied = useRef(0);
  useLayoutEffect(() => {
    if (!showPanel || !panel.current) return;
    // Where the panel would start unshifted, when it opens and when its results change.
    const left = panel.current.getBoundingClientRect().left - applied.current;
    applied.current = left < EDGE_GAP_PX ? EDGE_GAP_PX - left : 0;
    setShift(applied.current);
  }, [showPanel, search.data]);
  const orders = search.data?.orders ?? [];
  const message = search.isError
    ? `Error: ${search.error.message}`
    : search.data
      ? quickSearchMessage({ shown: orders.length, count: search.data.count, term })
      : null;

  return (
    <div
      ref={root}
      className={styles.search}
      role="search"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Quick Order Search
      </label>
      <SearchIcon size={18} />
      <input
        id={inputId}
        type="search"
        placeholder="Quick Order Search"
        autoComplete="off"
        value={text}
        aria-controls={panelId}
        aria-expanded={showPanel}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {showPanel && (
        <div
          id={panelId}
          ref={panel}
          className={styles.panel}
          style={{ maxHeight: QUICK_SEARCH_PANEL_MAX_HEIGHT_PX, right: -shift }}
          aria-live="polite"
          aria-busy={search.isFetching || undefined}
        >
          {search.isPending && !search.isError && <p className={styles.note}>Searching…</p>}
          {!search.isError && orders.length > 0 && (
            <ul className={styles.results}>
              {orders.map((order) => (
                <li key={order.id}>
                  <a
                    className={styles.result}
                    href={
                      order.customerId === null
                        ? `/orders/${order.id}`
                        : `/admin/users/${order.customerId}/orders/${order.id}/summary`
                    }
                    target="_blank"
                    rel="noopener"
                  >
                    <span className={styles.number}>#{orderNumber(order.id)}</span>
                    <span className={styles.name}>
                      {order.customerName || 'Customer'}
                      {order.guest && <span className={styles.guest}> (guest)</span>}
                    </span>
                    <Chip tone={TONE[searchStatusTone(order.status)]}>{order.status}</Chip>
                    <span className={styles.meta}>
                      {formatCents(order.total)} · {dateFormat.format(new Date(order.createdAt))}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {message && <p className={styles.note}>{message}</p>}
        </div>
      )}
    </div>
  );
}
