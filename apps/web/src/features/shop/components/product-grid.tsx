import type { Buyer } from '@filmlab/domain';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useProductPages, type ShopFilters } from '../api/get-products';
import { ProductCard } from './product-card';
import styles from './shop.module.css';

/** Cards of the first row on most screens: their pictures load at once, the rest as they scroll near. */
const EAGER_CARDS = 3;

/** A collection's products, 18 at a time, with Load More while the last page came back full. */
export function ProductGrid({
  collection,
  filters,
  buyer,
  eagerFirstRow = true,
}: {
  collection: string | null;
  filters: ShopFilters;
  buyer: Buyer;
  /** false where something else opens the page (the collection tiles): no card's picture is hurried. */
  eagerFirstRow?: boolean;
}) {
  const pages = useProductPages(collection, filters);
  if (pages.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: 6 }, (_, i) => (
          // The shape of a card (a square picture, a name, a price), so the products take its place without a shift.
          <li key={i} className={styles.card}>
            <span className={styles.noImage} />
            <Skeleton width="70%" height={22} />
            <Skeleton width="30%" height={22} />
          </li>
        ))}
      </ul>
    );
  }
  if (pages.isError) return <Alert tone="danger">{pages.error.message}</Alert>;
  const products = pages.data.pages.flatMap((page) => page.products);
  if (products.length === 0) {
    return <p className={styles.emptyList}>Nothing here yet. Try another collection or clear the filters.</p>;
  }
  return (
    <>
      <ul className={styles.grid} aria-label="Products">
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} buyer={buyer} eager={eagerFirstRow && index < EAGER_CARDS} />
        ))}
      </ul>
      {pages.hasNextPage && (
        <div className={styles.more}>
          <Button variant="ink" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            Load More
          </Button>
        </div>
      )}
    </>
  );
}
