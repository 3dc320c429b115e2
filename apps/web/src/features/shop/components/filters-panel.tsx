import { BREAKPOINTS_PX, fromWidthQuery } from '@filmlab/domain';
import { useEffect, useRef, useState } from 'react';
import { isFirstRender } from '../../../lib/server-page';
import { Checkbox } from '../../../ui/checkbox';
import { useProductFilters } from '../api/get-product-filters';
import type { ShopFilters } from '../api/get-products';
import styles from './shop.module.css';

const isWide = () =>
  typeof window !== 'undefined' && window.matchMedia?.(fromWidthQuery(BREAKPOINTS_PX.lg)).matches === true;

const titleCase = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The facets of GET /products/filters as checkboxes: any value of a facet, every facet. */
export function FiltersPanel({
  collection,
  value,
  onChange,
}: {
  collection: string | null;
  value: ShopFilters;
  onChange: (filters: ShopFilters) => void;
}) {
  const filters = useProductFilters(collection);
  // Open beside the products on wide screens; folded above them on phones, so the facets arriving
  // never push the products down. The first render matches the server's HTML (folded: it knows no
  // screen), and a wide screen opens it once it is on screen, beside the products, moving none.
  const [open] = useState(() => !isFirstRender() && isWide());
  const box = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (isWide() && box.current) box.current.open = true;
  }, []);
  const facets = Object.entries(filters.data?.filters ?? {}).filter(([, values]) => values.length > 1);
  if (filters.isSuccess && facets.length === 0) return <div className={styles.filters} />;
  const toggle = (key: string, option: string, on: boolean) => {
    const current = value[key] ?? [];
    onChange({ ...value, [key]: on ? [...current, option] : current.filter((v) => v !== option) });
  };
  const chosen = Object.values(value).some((values) => values.length > 0);
  return (
    <details ref={box} className={styles.filterBox} open={open}>
      <summary className={styles.filterSummary}>Filter</summary>
      <form className={styles.filters} aria-label="Filter products" onSubmit={(e) => e.preventDefault()}>
        {facets.map(([key, options]) => (
          <fieldset key={key} className={styles.facet}>
            <legend>{titleCase(key)}</legend>
            {options.map((option) => (
              <Checkbox
                key={option}
                label={option}
                checked={value[key]?.includes(option) ?? false}
                onChange={(event) => toggle(key, option, event.currentTarget.checked)}
              />
            ))}
          </fieldset>
        ))}
        {chosen && (
          <button type="button" className={styles.clear} onClick={() => onChange({})}>
            Clear filters
          </button>
        )}
      </form>
    </details>
  );
}
