// A print product's sizes are priced on the lab's price list (/admin/prices), not on the variant: the
// product admin shows the list's price read-only with a link to where it is set.
import { figuresOfRow, formatCents, printSizeOf, type PriceRow } from '@filmlab/domain';
import { Link } from 'react-router';
import { usePriceList } from '../../../lib/use-price-list';
import styles from '../shared/catalogue.module.css';

/** The price list's row of this variant when it is a print product's size, else undefined. */
export function usePrintSizeRow(productSku: string | null, variantName: string | null): PriceRow | undefined | null {
  const list = usePriceList();
  const size = printSizeOf(productSku, variantName);
  if (!size) return null;
  return list.printSizes?.[size];
}

/** The read-only price of a print size, with the link to the price list. */
export function PrintSizePrice({ row }: { row: PriceRow | undefined }) {
  const member = row ? figuresOfRow(row).memberPrice : null;
  return (
    <p className={styles.muted}>
      {row
        ? `Price ${formatCents(row.NON_MEMBER)}${member === null ? '' : `, members ${formatCents(member)}`}. `
        : 'This size’s price is read from the price list. '}
      <Link to="/admin/prices">Set in the price list</Link>
    </p>
  );
}
