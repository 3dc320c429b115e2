import { useParams } from 'react-router';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import { useProduct, useRefreshProduct } from '../api/products';
import styles from '../shared/catalogue.module.css';
import { ImageManager } from '../shared/image-manager';
import { PageHead } from '../shared/page-head';
import { CollectionsSection } from './collections-section';
import { DetailCard } from './detail-card';
import { ProductForm } from './product-form';
import { VariantsSection } from './variants-section';

const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * /admin/products/:productId, also reached as .../variants/:variantId (that variant's editor open)
 * and .../details/:productDetailsId (that detail in view).
 */
export function ProductPage() {
  const params = useParams();
  const productId = idOf(params.productId) ?? 0;
  const product = useProduct(productId);
  const refresh = useRefreshProduct();
  const reload = () => refresh(productId);

  if (product.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton height={480} />
      </div>
    );
  }
  if (product.isError) {
    return (
      <div className={styles.page}>
        <Alert tone="danger" title="We couldn't load this product.">
          {product.error.message} <Link to="/admin/products">Back to products</Link>
        </Alert>
      </div>
    );
  }
  const item = product.data;
  const focusedDetail = idOf(params.productDetailsId);
  return (
    <div className={styles.page}>
      <PageHead
        eyebrow={
          <>
            <Link to="/admin/products">Products</Link> · #{item.id}
          </>
        }
        title={item.name}
      />
      <section className={styles.section} aria-labelledby="product-title">
        <h2 id="product-title" className={styles.sectionTitle}>
          Product
        </h2>
        <ProductForm product={item} />
      </section>
      <VariantsSection product={item} openVariantId={idOf(params.variantId)} />
      <section className={styles.section} aria-labelledby="images-title">
        <h2 id="images-title" className={styles.sectionTitle}>
          Images
        </h2>
        <ImageManager
          owner={{ target: 'product', productId: item.id }}
          images={item.images}
          ownerName={item.name}
          onChange={reload}
        />
      </section>
      <CollectionsSection product={item} onChange={reload} />
      <section className={styles.section} aria-labelledby="sections-title">
        <h2 id="sections-title" className={styles.sectionTitle}>
          Details
        </h2>
        <p className={styles.muted}>Sections under the description in the shop, like Format or Developing.</p>
        {item.details.map((detail) => (
          <DetailCard
            key={detail.id}
            productId={item.id}
            detail={detail}
            onChange={reload}
            focused={detail.id === focusedDetail}
          />
        ))}
        <DetailCard productId={item.id} detail={null} onChange={reload} />
      </section>
    </div>
  );
}
