import type { Buyer } from '@filmlab/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActiveCollections } from '../api/get-collections';
import type { ShopFilters } from '../api/get-products';
import { srcSetOf, TILE_SIZES } from '../image-sources';
import { FiltersPanel } from './filters-panel';
import { ProductGrid } from './product-grid';
import styles from './shop.module.css';

/** The collection tiles on a phone's first screen. */
const FIRST_SCREEN_TILES = 2;

export interface ShopPageProps {
  buyer: Buyer;
  isLoggedIn: boolean;
  /** Shown beside the products on wide screens: the sidebar cart, composed in by the route. */
  aside?: ReactNode;
}

/** /collections: every active collection, then every product, 18 at a time. */
export function CollectionsPage({ buyer, isLoggedIn, aside }: ShopPageProps) {
  useDocumentTitle('Shop');
  const collections = useActiveCollections();
  const [filters, setFilters] = useState<ShopFilters>({});
  const shown = (collections.data ?? []).filter((c) => isLoggedIn || !c.private);
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Shop</p>
        <h1 className={styles.title}>All Collections</h1>
        <p className={styles.lede}>Film, books and darkroom kit, picked by the people who develop your rolls.</p>
      </header>
      {collections.isPending && (
        // Room for the tiles while they load, so the products below do not move when they arrive.
        <ul className={styles.collectionList} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className={styles.collectionTile}>
              <span className={styles.tilePlaceholder} />
              <span>&nbsp;</span>
            </li>
          ))}
        </ul>
      )}
      {shown.length > 0 && (
        <nav aria-label="Collections">
          <ul className={styles.collectionList}>
            {shown.map((collection, index) => (
              <li key={collection.id}>
                <Link to={`/collections/${collection.slug}`} className={styles.collectionTile}>
                  {collection.imageUrl && (
                    // The first two tiles fill a phone's first screen: their pictures come first, and the
                    // app waits for them before it loads (lib/boot-loader.ts).
                    <img
                      src={collection.imageUrl}
                      srcSet={srcSetOf(collection.imageUrl, collection.imageWidth, collection.imageSmall)}
                      sizes={TILE_SIZES}
                      alt=""
                      width={480}
                      height={270}
                      loading={index < FIRST_SCREEN_TILES ? 'eager' : 'lazy'}
                      fetchPriority={index < FIRST_SCREEN_TILES ? 'high' : 'auto'}
                    />
                  )}
                  <span>{collection.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.layout}>
        <FiltersPanel collection={null} value={filters} onChange={setFilters} />
        <section aria-label="Every product" className={styles.results}>
          {/* Below the tiles, the products' pictures wait until they scroll near. */}
          <ProductGrid collection={null} filters={filters} buyer={buyer} eagerFirstRow={shown.length === 0} />
        </section>
        {aside}
      </div>
    </div>
  );
}
