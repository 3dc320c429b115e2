import type { ProductSummary } from '@filmlab/api';
import type { Buyer } from '@filmlab/domain';
import { Link } from 'react-router';
import { Chip } from '../../../ui/chip';
import { srcSetOf, TILE_SIZES } from '../image-sources';
import { phaseOf, shownPrice } from '../prices';
import { PriceTag } from './price-tag';
import styles from './shop.module.css';

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const PHASE_CHIP = { COMING_SOON: 'Coming Soon', MEMBERS_ONLY: 'Members Only' } as const;

/** `eager`: a card of the first row, on screen as the page opens, so its picture is not held back. */
export function ProductCard({
  product,
  buyer,
  eager = false,
}: {
  product: ProductSummary;
  buyer: Buyer;
  eager?: boolean;
}) {
  const image = product.images[0];
  const phase = phaseOf(product);
  const chip = phase === 'COMING_SOON' || phase === 'MEMBERS_ONLY' ? PHASE_CHIP[phase] : null;
  return (
    <li className={styles.card}>
      <Link to={`/products/${product.slug}`} className={styles.cardLink}>
        <div className={styles.cardImage}>
          {image?.exists ? (
            <img
              src={image.read}
              srcSet={srcSetOf(image.read, image.width, image.small)}
              sizes={TILE_SIZES}
              // The link already says the product's name: a picture described by that name alone (in any
              // case) adds nothing.
              alt={sameWords(image.alt, product.name) ? '' : image.alt}
              width={image.width ?? 600}
              height={image.height ?? 600}
              loading={eager ? 'eager' : 'lazy'}
            />
          ) : (
            <span className={styles.noImage} aria-hidden="true" />
          )}
        </div>
        {/* Cards sit right under the page's title (h1), so their names are the next level. */}
        <h2 className={styles.cardName}>{product.name}</h2>
      </Link>
      {chip && <Chip tone="accent">{chip}</Chip>}
      <PriceTag price={shownPrice(product, product.defaultProductVariantId, buyer)} />
    </li>
  );
}
