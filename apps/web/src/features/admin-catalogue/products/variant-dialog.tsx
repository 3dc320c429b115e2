import type { ProductVariant } from '@filmlab/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useUpdateProduct } from '../api/products';
import styles from '../shared/catalogue.module.css';
import {
  dollarsField,
  dollarsOf,
  optionalDollarsField,
  toCents,
  toOptionalCents,
  wholeNumberField,
} from '../shared/form-values';
import { unnestErrors } from '../shared/nested-errors';
import { PrintSizePrice, usePrintSizeRow } from './print-size-price';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.'),
  sku: z.string().trim().max(100, 'Use at most 100 characters.'),
  price: dollarsField('price'),
  memberPrice: optionalDollarsField('member price'),
  stock: wholeNumberField('stock'),
  active: z.boolean(),
});
type Values = z.infer<typeof schema>;
const LABELS = { name: 'Name', sku: 'SKU', price: 'Price', memberPrice: 'Member price', stock: 'Stock' } as const;

/** A product's own figures, which its first variant starts from so the shop's price does not jump. */
export interface VariantPrefill {
  price: number;
  memberPrice: number | null;
  stock: number;
}

function valuesOf(variant: ProductVariant | null, prefill: VariantPrefill | undefined): Values {
  if (!variant) {
    return {
      name: '',
      sku: '',
      price: prefill ? dollarsOf(prefill.price) : '',
      memberPrice: prefill ? dollarsOf(prefill.memberPrice) : '',
      stock: String(prefill?.stock ?? 0),
      active: true,
    };
  }
  return {
    name: variant.name,
    sku: variant.sku ?? '',
    price: dollarsOf(variant.price),
    memberPrice: dollarsOf(variant.memberPrice),
    stock: String(variant.stock),
    active: variant.active,
  };
}

export interface VariantDialogProps {
  productId: number;
  /** null adds a new variant. */
  variant: ProductVariant | null;
  open: boolean;
  onClose: () => void;
  /** A new first variant: the product's own figures, which move to it. */
  prefill?: VariantPrefill | undefined;
  /** The product's sku: a print product's sizes are priced on the price list, not here. */
  productSku?: string | null | undefined;
}

/** Adds or changes one variant through PUT /products/:id { variants: { create | update } }. */
export function VariantDialog({ productId, variant, open, onClose, prefill, productSku }: VariantDialogProps) {
  const update = useUpdateProduct();
  // null: not a print size; a row or undefined: priced on the price list (read-only here).
  const listRow = usePrintSizeRow(productSku ?? null, variant?.name ?? null);
  const inList = listRow !== null;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), values: valuesOf(variant, prefill) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const fields = {
      name: values.name,
      sku: values.sku || null,
      price: toCents(values.price),
      memberPrice: toOptionalCents(values.memberPrice),
      stock: Number(values.stock),
      active: values.active,
    };
    const { price: _price, memberPrice: _memberPrice, ...unpriced } = fields;
    const variants = variant ? { update: [{ id: variant.id, ...(inList ? unpriced : fields) }] } : { create: [fields] };
    try {
      await update.mutateAsync({ id: productId, body: { variants } });
      showToast(variant ? `${values.name} is saved.` : `${values.name} is added.`);
      onClose();
    } catch (error) {
      const prefix = variant ? 'variants.update.0.' : 'variants.create.0.';
      setFormError(applyServerErrors(unnestErrors(error, prefix), setError, LABELS));
    }
  });

  return (
    <Dialog open={open} onClose={onClose} title={variant ? `Edit ${variant.name}` : 'New Variant'}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={variant ? 'Edit variant' : 'New variant'}
      >
        {formError && <Alert tone="danger">{formError}</Alert>}
        {prefill && !variant && (
          <p className={styles.muted}>
            The product’s price and stock move to its variants: this first one starts with them.
          </p>
        )}
        <div className={styles.grid}>
          <TextField label={LABELS.name} data-autofocus error={errors.name?.message} {...register('name')} />
          <TextField label={LABELS.sku} optional error={errors.sku?.message} {...register('sku')} />
          {!inList && (
            <>
              <TextField label="Price ($)" inputMode="decimal" error={errors.price?.message} {...register('price')} />
              <TextField
                label="Member price ($)"
                inputMode="decimal"
                optional
                error={errors.memberPrice?.message}
                {...register('memberPrice')}
              />
            </>
          )}
          <TextField label={LABELS.stock} inputMode="numeric" error={errors.stock?.message} {...register('stock')} />
        </div>
        {inList && <PrintSizePrice row={listRow} />}
        <Checkbox label="Active" description="Inactive variants are hidden from the shop." {...register('active')} />
        <div className={styles.actions}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" loading={update.isPending}>
            {variant ? 'Save Variant' : 'Add Variant'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
