import type { ProductDetail } from '@filmlab/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { createDetail, deleteDetail, updateDetail } from '../api/products';
import styles from '../shared/catalogue.module.css';
import { ImageManager } from '../shared/image-manager';

export const detailSchema = z.object({
  subtitle: z.string().trim().min(1, 'Enter a subtitle.').max(200, 'Use at most 200 characters.'),
  body: z.string().max(10_000, 'Use at most 10,000 characters.'),
  filterable: z.boolean(),
});
type Values = z.infer<typeof detailSchema>;
const LABELS = { subtitle: 'Subtitle', body: 'Text', filterable: 'Filterable' } as const;
const EMPTY: Values = { subtitle: '', body: '', filterable: false };

export interface DetailCardProps {
  productId: number;
  /** null: the form that adds a detail. */
  detail: ProductDetail | null;
  onChange: () => Promise<unknown>;
  /** Opened from /admin/products/:id/details/:detailId: scroll to it and focus its subtitle. */
  focused?: boolean;
}

/** One detail section of a product (subtitle, text, filterable, images), or the form that adds one. */
export function DetailCard({ productId, detail, onChange, focused }: DetailCardProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(detailSchema),
    values: detail ? { subtitle: detail.subtitle, body: detail.body, filterable: detail.filterable } : EMPTY,
  });
  const card = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!focused) return;
    card.current?.scrollIntoView({ block: 'center' });
    setFocus('subtitle');
  }, [focused, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (detail) await updateDetail(productId, detail.id, values);
      else await createDetail(productId, values);
      await onChange();
      if (!detail) reset(EMPTY);
      showToast(detail ? `${values.subtitle} is saved.` : `${values.subtitle} is added.`);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, LABELS));
    }
  });

  const remove = async () => {
    if (!detail) return;
    setBusy(true);
    try {
      await deleteDetail(productId, detail.id);
      await onChange();
      showToast(`${detail.subtitle} is deleted.`);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const legend = detail ? detail.subtitle : 'New detail';
  return (
    <fieldset ref={card} className={styles.section}>
      <legend className={styles.eyebrow}>{legend}</legend>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={legend}>
        {formError && <Alert tone="danger">{formError}</Alert>}
        <TextField label={LABELS.subtitle} error={errors.subtitle?.message} {...register('subtitle')} />
        <TextAreaField label={LABELS.body} rows={3} error={errors.body?.message} {...register('body')} />
        <Checkbox
          label="Filterable"
          description="Shoppers can filter the collection by this detail."
          {...register('filterable')}
        />
        <div className={styles.actions}>
          {detail && (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Delete Detail
            </Button>
          )}
          <Button type="submit" loading={isSubmitting} disabled={detail !== null && !isDirty}>
            {detail ? 'Save Detail' : 'Add Detail'}
          </Button>
        </div>
      </form>
      {detail && (
        <ImageManager
          owner={{ target: 'product-detail', productId, detailId: detail.id }}
          images={detail.images}
          ownerName={detail.subtitle}
          onChange={onChange}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${legend}?`}
        confirmLabel="Delete Detail"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      >
        <p>The detail and its images are removed. This cannot be undone.</p>
      </ConfirmDialog>
    </fieldset>
  );
}
