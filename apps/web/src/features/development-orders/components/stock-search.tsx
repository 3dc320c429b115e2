import { FILM_STOCKS, FUZZY_FILTER_THRESHOLD, filmStockName, type FilmStock } from '@filmlab/domain';
import Fuse from 'fuse.js';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import styles from './orders.module.css';

const fuse = new Fuse(FILM_STOCKS, {
  keys: ['brand', 'model', { name: 'name', getFn: (stock) => filmStockName(stock) }],
  threshold: FUZZY_FILTER_THRESHOLD,
});

/** The stocks that match what was typed (fuzzy, spec section 5: threshold 0.4), best first. */
export function matchStocks(text: string, limit = 8): FilmStock[] {
  const term = text.trim();
  if (!term) return FILM_STOCKS.slice(0, limit);
  return fuse.search(term, { limit }).map((result) => result.item);
}

/**
 * The film of a roll: a combobox over the seeded stocks. Free text is kept as typed (a stock not on
 * the list is fine); choosing a stock also sets its process.
 */
export function StockSearch({
  value,
  onText,
  onPick,
  label = 'Film stock',
}: {
  value: string;
  onText: (text: string) => void;
  onPick: (stock: FilmStock) => void;
  label?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchStocks(value), [value]);
  const pick = (stock: FilmStock) => {
    onPick(stock);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const listId = `${id}-list`;
  return (
    <div className={styles.combo}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open && matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${id}-${active}` : undefined}
        className={styles.input}
        value={value}
        placeholder="e.g. Portra 400, or any film"
        autoComplete="off"
        onChange={(event) => {
          onText(event.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && matches.length > 0 && (
        <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className={styles.options}>
          {matches.map((stock, index) => (
            <li
              key={filmStockName(stock)}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? styles.optionActive : styles.option}
              // Before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(stock);
              }}
            >
              {filmStockName(stock)}{' '}
              <span className={styles.muted}>
                · {stock.process} · ISO {stock.iso}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
