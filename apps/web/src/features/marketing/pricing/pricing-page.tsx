import { STICKY_TIER_HEADER_PX, formatCents, plansFor } from '@filmlab/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePriceList } from '../../../lib/use-price-list';
import { LinkButton } from '../../../ui/link-button';
import { PriceCalculator } from '../calculator/price-calculator';
import { usePageMeta } from '../seo/use-page-meta';
import { tierHeadingsFor, tierTablesFor, type TierHeading } from './tier-tables';
import styles from './pricing-page.module.css';

function TierName({ heading, hidden = false }: { heading: TierHeading; hidden?: boolean }) {
  if (!heading.purchaseHref) return <span className={styles.tierName}>{heading.label}</span>;
  return (
    <a
      className={styles.tierName}
      href={heading.purchaseHref}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={hidden ? -1 : undefined}
    >
      {heading.label}
    </a>
  );
}

/** True once the top of `ref` is at or above the sticky threshold and its bottom is still below it. */
function useStickyHeader(ref: React.RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = ref.current?.getBoundingClientRect();
      if (!box) return;
      setShown(box.top <= STICKY_TIER_HEADER_PX && box.bottom > STICKY_TIER_HEADER_PX + 80);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return shown;
}

/** /pricing (spec 2.8): the tiers side by side, then the calculator (2.9). */
export function PricingPage() {
  usePageMeta('/pricing');
  const tablesRef = useRef<HTMLDivElement>(null);
  const sticky = useStickyHeader(tablesRef);
  // The pre-rendered page carries the default prices; the active list replaces them after hydration.
  const prices = usePriceList();
  const { headings, tables } = useMemo(() => {
    const plans = plansFor(prices);
    return { headings: tierHeadingsFor(plans), tables: tierTablesFor(plans) };
  }, [prices]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Pricing</p>
        <h1 className={styles.title}>Pay per roll, or join and pay less for every roll.</h1>
        <p className={styles.lead}>
          Every tier develops and scans the same way. Memberships add credits, faster turnaround and lower prices; the
          calculator below shows which one pays for itself.
        </p>
        <div className={styles.actions}>
          <LinkButton to="/signup" variant="primary" size="lg">
            Start Your First Order
          </LinkButton>
          <a className={styles.calcLink} href="#price-calculator">
            Open the price calculator
          </a>
        </div>
      </header>

      <div
        className={[styles.stickyHeader, sticky ? styles.stickyShown : ''].filter(Boolean).join(' ')}
        aria-hidden="true"
        data-testid="sticky-tier-header"
      >
        <div className={styles.stickyInner}>
          <span />
          {headings.map((heading) => (
            <TierName key={heading.tier} heading={heading} hidden />
          ))}
        </div>
      </div>

      <div ref={tablesRef} className={styles.tables}>
        {tables.map((table) => (
          <section key={table.id} className={styles.tableSection} aria-labelledby={`tier-table-${table.id}`}>
            <h2 id={`tier-table-${table.id}`} className={styles.tableTitle}>
              {table.title}
            </h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <td className={styles.rowHead} />
                    {headings.map((heading) => (
                      <th key={heading.tier} scope="col">
                        <TierName heading={heading} />
                        {table.id === 'benefits' && (
                          <span className={styles.tierPrice}>
                            {heading.price === 0 ? 'Pay per roll' : `${formatCents(heading.price)} / year`}
                          </span>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.key}>
                      <th scope="row" className={styles.rowHead}>
                        {row.label}
                      </th>
                      {headings.map((heading) => (
                        <td key={heading.tier} className={row.numeric ? styles.numeric : undefined}>
                          {row.values[heading.tier]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </div>

      <PriceCalculator prices={prices} />
    </div>
  );
}
