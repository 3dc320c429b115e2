import type { Product } from '@filmlab/api';
import {
  canBuyInPhase,
  clampQuantity,
  isActiveMember,
  maxQuantityFor,
  type AccessPhase,
  type Buyer,
} from '@filmlab/domain';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { addProductToCart } from '../../../lib/cart-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { PageLoader } from '../../../ui/spinner';
import { Stepper } from '../../../ui/stepper';
import { useProductBySlug } from '../api/get-product';
import { phaseOf, shownPrice } from '../prices';
import { MembersBanner } from './members-banner';
import { PriceTag } from './price-tag';
import { ProductGallery } from './product-gallery';
import styles from './shop.module.css';

/** /products/{slug}; an old link made from the name moves on to the product's own slug. */
export function ProductPage({ slug, buyer }: { slug: string; buyer: Buyer }) {
  const product = useProductBySlug(slug);
  useDocumentTitle(product.data?.name ?? 'Shop');
  if (product.isPending) return <PageLoader />;
  if (product.isError) {
    return (
      <div className={styles.page}>
        <Alert tone="danger">{product.error.message}</Alert>
      </div>
    );
  }
  if (!product.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>We couldn’t find that product</h1>
        <p className={styles.lede}>
          It may have sold out or been renamed. <Link to="/collections">Back to the shop</Link>.
        </p>
      </div>
    );
  }
  if (product.data.slug !== slug) return <Navigate to={`/products/${product.data.slug}`} replace />;
  return <ProductView key={product.data.id} product={product.data} buyer={buyer} />;
}

function buyLabel(phase: AccessPhase, allowed: boolean, soldOut: boolean): string {
  if (soldOut) return 'Sold Out';
  if (phase === 'COMING_SOON') return 'Coming Soon';
  if (!allowed) return 'Members Only';
  return 'Add To Cart';
}

function ProductView({ product, buyer }: { product: Product; buyer: Buyer }) {
  const variants = product.variants.filter((v) => v.active);
  const [variantId, setVariantId] = useState<number | null>(
    variants.find((v) => v.id === product.defaultProductVariantId)?.id ?? variants[0]?.id ?? null,
  );
  const [quantity, setQuantity] = useState(1);
  const variant = variants.find((v) => v.id === variantId);
  const stock = maxQuantityFor(product.productType, variant ? variant.stock : product.stock);
  const phase = phaseOf(product);
  const soldOut = product.productType !== 'PRINT' && (variant ? variant.stock : product.stock) <= 0;
  const allowed = canBuyInPhase(phase, isActiveMember(buyer));

  const chooseVariant = (value: string) => {
    const next = variants.find((v) => String(v.id) === value);
    setVariantId(next?.id ?? null);
    setQuantity((q) => clampQuantity(q, { stock: maxQuantityFor(product.productType, next?.stock) }));
  };

  return (
    <article className={`${styles.page} ${styles.product}`}>
      <ProductGallery images={product.images} name={product.name} />
      <div className={styles.productInfo}>
        <p className={styles.eyebrow}>
          <Link to="/collections">Shop</Link>
        </p>
        <h1 className={styles.title}>{product.name}</h1>
        <PriceTag price={shownPrice(product, variantId, buyer)} size="lg" />
        <MembersBanner phase={phase} priced={variant ?? product} buyer={buyer} />
        {variants.length > 1 && (
          <RadioGroup
            legend="Option"
            name="variant"
            options={variants.map((v) => ({ value: String(v.id), label: v.name }))}
            value={String(variantId ?? '')}
            onChange={chooseVariant}
          />
        )}
        <div className={styles.buy}>
          <Stepper
            label="Quantity"
            quantity={quantity}
            stock={stock}
            onChange={setQuantity}
            disabled={!allowed || soldOut}
          />
          <Button
            variant="primary"
            size="lg"
            disabled={!allowed || soldOut}
            onClick={() => addProductToCart({ product, variantId, quantity, buyer })}
          >
            {buyLabel(phase, allowed, soldOut)}
          </Button>
        </div>
        {product.description && <p className={styles.description}>{product.description}</p>}
        {product.details.length > 0 && (
          <dl className={styles.details}>
            {product.details.map((detail) => (
              <div key={detail.id}>
                <dt>{detail.subtitle}</dt>
                <dd>{detail.body}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}
