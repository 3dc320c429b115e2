import { DEFAULT_STOCK, PRODUCT_TYPES } from '@filmlab/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useCreateProduct } from '../api/products';
import styles from '../shared/catalogue.module.css';
import { dollarsField, optionalDollarsField, toCents, toOptionalCents, wholeNumberField } from '../shared/form-values';
import { PRODUCT_LABELS as L, TYPE_OPTIONS } from './product-form-schema';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(200, 'Use at most 200 characters.'),
  productType: z.enum(PRODUCT_TYPES),
  price: dollarsField('price'),
  memberPrice: optionalDollarsField('member price'),
  stock: wholeNumberField('stock'),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { name: '', productType: 'PRODUCT', price: '', memberPrice: '', stock: String(DEFAULT_STOCK) };

/** POST /products with the essentials; the product page then takes variants, images and the rest. */
export function CreateProductDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateProduct();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const close = () => {
    reset(EMPTY);
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const product = await create.mutateAsync({
        name: values.name,
        productType: values.productType,
        price: toCents(values.price),
        memberPrice: toOptionalCents(values.memberPrice),
        stock: Number(values.stock),
      });
      showToast(`${product.name} is created.`);
      close();
      void navigate(`/admin/products/${product.id}`);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, L));
    }
  });

  return (
    <Dialog open={open} onClose={close} title="New Product">
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="New product">
        {formError && <Alert tone="danger">{formError}</Alert>}
        <TextField label={L.name} data-autofocus error={errors.name?.message} {...register('name')} />
        <Select label={L.productType} options={TYPE_OPTIONS} {...register('productType')} />
        <div className={styles.grid}>
          <TextField
            label={`${L.price} ($)`}
            inputMode="decimal"
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label={`${L.memberPrice} ($)`}
            inputMode="decimal"
            optional
            error={errors.memberPrice?.message}
            {...register('memberPrice')}
          />
        </div>
        <TextField label={L.stock} inputMode="numeric" error={errors.stock?.message} {...register('stock')} />
        <div className={styles.actions}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="primary" loading={create.isPending}>
            Create Product
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
