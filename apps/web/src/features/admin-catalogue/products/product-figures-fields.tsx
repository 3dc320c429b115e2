import type { Product } from '@filmlab/api';
import { formatCents, sellsOwnFigures } from '@filmlab/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../ui/text-field';
import styles from '../shared/catalogue.module.css';
import { PRODUCT_LABELS as L, type ProductFormValues } from './product-form-schema';

/**
 * Price, member price and stock where they are edited: on the product while it has no variants;
 * otherwise on each variant, and here only the figures the shop lists, with where to change them.
 */
export function ProductFiguresFields({
  product,
  register,
  errors,
}: {
  product: Product;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  if (!sellsOwnFigures(product.variants)) {
    return (
      <div className={styles.figures} role="group" aria-labelledby="product-figures-title">
        <p id="product-figures-title" className={styles.figuresTitle}>
          Price and stock
        </p>
        <dl className={styles.figuresList}>
          <div>
            <dt>{L.price}</dt>
            <dd>{formatCents(product.price)}</dd>
          </div>
          <div>
            <dt>{L.memberPrice}</dt>
            <dd>{product.memberPrice === null ? '—' : formatCents(product.memberPrice)}</dd>
          </div>
          <div>
            <dt>{L.stock}</dt>
            <dd>{product.stock}</dd>
          </div>
        </dl>
        <p className={styles.muted}>
          This product sells its variants, so prices and stock are changed on each variant under Variants. The shop
          lists the default variant’s prices and the stock of all variants on sale, and charges the variant a customer
          picks.
        </p>
      </div>
    );
  }
  return (
    <div className={`${styles.grid} ${styles.grid3}`}>
      <TextField
        label={`${L.price} ($)`}
        inputMode="decimal"
        hint="What the shop charges. Adding a variant moves price and stock to the variants."
        error={errors.price?.message}
        {...register('price')}
      />
      <TextField
        label={`${L.memberPrice} ($)`}
        inputMode="decimal"
        hint="Empty: members pay the price."
        error={errors.memberPrice?.message}
        {...register('memberPrice')}
      />
      <TextField label={L.stock} inputMode="numeric" error={errors.stock?.message} {...register('stock')} />
    </div>
  );
}
