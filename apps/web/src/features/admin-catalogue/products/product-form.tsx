import type { Product } from '@filmlab/api';
import { formatCents } from '@filmlab/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useUpdateProduct } from '../api/products';
import styles from '../shared/catalogue.module.css';
import { ProductFiguresFields } from './product-figures-fields';
import {
  PRODUCT_LABELS as L,
  productFormSchema,
  productFormValues,
  productUpdateBody,
  TYPE_OPTIONS,
  VISIBILITY_OPTIONS,
  type ProductFormValues,
} from './product-form-schema';

/**
 * Every field of a product, saved together with PUT /products/:id; prices are typed in dollars and
 * sent in cents. A product with variants has its prices and stock on them (ProductFiguresFields).
 */
export function ProductForm({ product }: { product: Product }) {
  const update = useUpdateProduct();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    values: productFormValues(product),
    // A variant or image saved meanwhile re-reads the product; what the admin is typing here stays.
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync({ id: product.id, body: productUpdateBody(values, product) });
      reset(productFormValues(saved));
      showToast(`${saved.name} is saved.`);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, L));
    }
  });

  const variantOptions = product.variants.map((v) => ({
    value: String(v.id),
    label: `${v.name} (${formatCents(v.price)})`,
  }));
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Product details">
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className={styles.grid}>
        <TextField label={L.name} error={errors.name?.message} {...register('name')} />
        <TextField label={L.sku} optional error={errors.sku?.message} {...register('sku')} />
        <TextField
          label={L.slug}
          hint="The product's address in the shop, /products/{slug}."
          error={errors.slug?.message}
          {...register('slug')}
        />
        <Select
          label={L.productType}
          options={TYPE_OPTIONS}
          error={errors.productType?.message}
          {...register('productType')}
        />
      </div>
      <TextAreaField label={L.description} rows={4} error={errors.description?.message} {...register('description')} />
      <ProductFiguresFields product={product} register={register} errors={errors} />
      <div className={`${styles.grid} ${styles.grid3}`}>
        <Select
          label={L.visibility}
          options={VISIBILITY_OPTIONS}
          hint="None hides it from the shop."
          error={errors.visibility?.message}
          {...register('visibility')}
        />
        <TextField
          label={L.memberLaunchDate}
          type="datetime-local"
          hint="Members may buy from then."
          error={errors.memberLaunchDate?.message}
          {...register('memberLaunchDate')}
        />
        <TextField
          label={L.publicLaunchDate}
          type="datetime-local"
          hint="Everyone may buy from then."
          error={errors.publicLaunchDate?.message}
          {...register('publicLaunchDate')}
        />
      </div>
      <div className={styles.grid}>
        <TextAreaField
          label={L.filters}
          rows={3}
          hint="One a line, like format: 35mm, 120"
          error={errors.filters?.message}
          {...register('filters')}
        />
        {variantOptions.length > 0 && (
          <Select
            label={L.defaultProductVariantId}
            options={variantOptions}
            hint="Sold when a customer picks no option; its prices are the product's in the shop."
            error={errors.defaultProductVariantId?.message}
            {...register('defaultProductVariantId')}
          />
        )}
      </div>
      <Checkbox label={L.active} description="Inactive products are hidden from the shop." {...register('active')} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={update.isPending} disabled={!isDirty}>
          Save Product
        </Button>
      </div>
    </form>
  );
}
