import { formatCents } from '@filmlab/domain';
import type { ShownPrice } from '../prices';
import styles from './shop.module.css';

/** A price; a member price shows the list price struck through beside it. */
export function PriceTag({ price, size = 'md' }: { price: ShownPrice; size?: 'md' | 'lg' }) {
  const discounted = price.unit < price.list;
  return (
    <p className={size === 'lg' ? `${styles.price} ${styles.priceLarge}` : styles.price} data-testid="price">
      <span className={discounted ? styles.memberPrice : undefined}>{formatCents(price.unit)}</span>
      {discounted && (
        <>
          {' '}
          <s className={styles.listPrice}>
            <span className="visually-hidden">was </span>
            {formatCents(price.list)}
          </s>{' '}
          <span className={styles.memberNote}>Member price</span>
        </>
      )}
    </p>
  );
}
