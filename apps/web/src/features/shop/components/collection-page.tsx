import { collectionMatchesSlug } from '@filmlab/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActiveCollections } from '../api/get-collections';
import type { ShopFilters } from '../api/get-products';
import type { ShopPageProps } from './collections-page';
import { FiltersPanel } from './filters-panel';
import { ProductGrid } from './product-grid';
import styles from './shop.module.css';

/** /collections/{slug}: one collection's products, 18 at a time, with its filters. */
export function CollectionPage({ slug, buyer, isLoggedIn, aside }: ShopPageProps & { slug: string }) {
  const collections = useActiveCollections();
  const collection = collections.data?.find((c) => collectionMatchesSlug(c.name, slug));
  useDocumentTitle(collection?.name ?? 'Shop');
  // Filters belong to the collection they were chosen in.
  const [chosen, setChosen] = useState<{ slug: string; filters: ShopFilters }>({ slug, filters: {} });
  const filters = chosen.slug === slug ? chosen.filters : {};

  if (collections.isSuccess && (!collection || (collection.private && !isLoggedIn))) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>We couldn’t find that collection</h1>
        <p className={styles.lede}>
          It may have sold out or moved. <Link to="/collections">See every collection</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>
          <Link to="/collections">Shop</Link>
        </p>
        <h1 className={styles.title}>{collection?.name ?? ' '}</h1>
        {collection?.description && <p className={styles.lede}>{collection.description}</p>}
      </header>
      <div className={styles.layout}>
        <FiltersPanel collection={slug} value={filters} onChange={(next) => setChosen({ slug, filters: next })} />
        <section aria-label={collection?.name ?? 'Products'} className={styles.results}>
          <ProductGrid collection={slug} filters={filters} buyer={buyer} />
        </section>
        {aside}
      </div>
    </div>
  );
}
