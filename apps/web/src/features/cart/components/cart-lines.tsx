import type { ProductSummary } from '@filmlab/api';
import { formatCents, maxQuantityFor, type CartLine } from '@filmlab/domain';
import { Link } from 'react-router';
import { setCartLineQuantity } from '../../../lib/cart-store';
import { Stepper } from '../../../ui/stepper';
import styles from './cart.module.css';

const productOf = (line: CartLine, products: readonly ProductSummary[]) =>
  products.find((p) => p.id === line.productId);

function lineStock(line: CartLine, products: readonly ProductSummary[]): number | undefined {
  const product = productOf(line, products);
  if (!product) return undefined;
  const variant = product.variants.find((v) => v.id === line.productVariantId);
  return maxQuantityFor(line.productType, variant ? variant.stock : product.stock);
}

/** The line's own picture (a print's frame), else its product's first image (its small copy) as the catalogue has it now. */
function lineThumbnail(line: CartLine, products: readonly ProductSummary[]): string | null {
  if (line.image) return line.image;
  const image = productOf(line, products)?.images[0];
  return image?.exists ? (image.small?.read ?? image.read) : null;
}

/**
 * The cart's lines, each with a thumbnail and what it is (a 4x6 print's roll, frame and finish);
 * each stepper allows zero, which removes the line (spec sections 4 and 5).
 */
export function CartLines({
  lines,
  products,
  onNavigate,
}: {
  lines: readonly CartLine[];
  products: readonly ProductSummary[];
  onNavigate?: () => void;
}) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const stock = lineStock(line, products);
        const thumbnail = lineThumbnail(line, products);
        return (
          <li key={line.tempKey} className={styles.line}>
            {thumbnail ? (
              <img className={styles.lineImage} src={thumbnail} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <span className={styles.lineImage} aria-hidden="true" />
            )}
            <div className={styles.lineText}>
              <Link to={`/products/${line.slug}`} className={styles.lineName} onClick={onNavigate}>
                {line.name}
              </Link>
              {line.variantName && <span className={styles.lineVariant}>{line.variantName}</span>}
              {line.detail && <span className={styles.lineVariant}>{line.detail}</span>}
            </div>
            <span className={styles.lineAmount}>{formatCents(line.amount)}</span>
            <div className={styles.lineStepper}>
              <Stepper
                label={`Quantity of ${line.name}${line.variantName ? `, ${line.variantName}` : ''}`}
                quantity={line.quantity}
                // A quantity already at the stock keeps its plus disabled rather than below it.
                stock={stock === undefined ? undefined : Math.max(stock, line.quantity)}
                allowZero
                onChange={(quantity) => setCartLineQuantity(line.tempKey, quantity)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
