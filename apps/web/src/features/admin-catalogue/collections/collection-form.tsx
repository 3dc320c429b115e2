import type { ProductCollection } from '@filmlab/api';
import {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_NAME_MAX_LENGTH,
  COLLECTION_POSITION_MAX,
  collectionSlug,
} from '@filmlab/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { TextAreaField, TextField } from '../../../ui/text-field';
import styles from '../shared/catalogue.module.css';

const count = (n: number) => n.toLocaleString('en-US');

/** The API's limits (@filmlab/domain limits.ts), checked here first so the admin hears it at once. */
export const collectionFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name.')
    .max(COLLECTION_NAME_MAX_LENGTH, `Use at most ${count(COLLECTION_NAME_MAX_LENGTH)} characters.`)
    .regex(/^[^/?#\\%]+$/, 'Use no slashes, ?, # or %.'),
  orderIndex: z
    .string()
    .trim()
    .regex(/^\d*$/, 'Enter a whole number, 0 or more.')
    .refine(
      (text) => text === '' || Number(text) <= COLLECTION_POSITION_MAX,
      `Use a position up to ${count(COLLECTION_POSITION_MAX)}.`,
    ),
  active: z.boolean(),
  private: z.boolean(),
  description: z
    .string()
    .max(COLLECTION_DESCRIPTION_MAX_LENGTH, `Use at most ${count(COLLECTION_DESCRIPTION_MAX_LENGTH)} characters.`),
});
export type CollectionFormValues = z.infer<typeof collectionFormSchema>;
const LABELS = {
  name: 'Name',
  orderIndex: 'Position',
  active: 'Active',
  private: 'Private',
  description: 'Description',
} as const;

export const EMPTY_COLLECTION: CollectionFormValues = {
  name: '',
  orderIndex: '',
  active: true,
  private: false,
  description: '',
};

export function collectionValues(collection: ProductCollection): CollectionFormValues {
  return {
    name: collection.name,
    orderIndex: String(collection.orderIndex),
    active: collection.active,
    private: collection.private,
    description: collection.description,
  };
}

/** The body both POST and PUT take; an empty position means 'after the last' on create. */
export function collectionBody(values: CollectionFormValues) {
  return {
    name: values.name,
    ...(values.orderIndex === '' ? {} : { orderIndex: Number(values.orderIndex) }),
    active: values.active,
    private: values.private,
    description: values.description,
  };
}

export interface CollectionFormProps {
  values: CollectionFormValues;
  submitLabel: string;
  /** Saves; throws the server's error, which lands next to its field. */
  onSubmit: (values: CollectionFormValues) => Promise<unknown>;
  onCancel?: () => void;
}

/** Name (the slug follows it), position in the shop header, active, private and description. */
export function CollectionForm({ values, submitLabel, onSubmit, onCancel }: CollectionFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CollectionFormValues>({ resolver: zodResolver(collectionFormSchema), values });
  const name = useWatch({ control, name: 'name' });

  const submit = handleSubmit(async (next) => {
    setFormError(null);
    try {
      await onSubmit(next);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, LABELS));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className={styles.grid}>
        <TextField
          label={LABELS.name}
          data-autofocus
          hint={name.trim() ? `In the shop at /collections/${collectionSlug(name)}` : undefined}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={LABELS.orderIndex}
          inputMode="numeric"
          hint="Order in the shop header, lowest first. Empty: after the last."
          error={errors.orderIndex?.message}
          {...register('orderIndex')}
        />
      </div>
      <TextAreaField
        label={LABELS.description}
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <Checkbox label="Active" description="Inactive collections are hidden from the shop." {...register('active')} />
      <Checkbox label="Private" description="Only logged-in customers see it." {...register('private')} />
      <div className={styles.actions}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
