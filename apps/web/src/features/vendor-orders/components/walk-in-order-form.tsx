import { zodResolver } from '@hookform/resolvers/zod';
import { FILM_FORMATS, FILM_PROCESSES, orderNumber } from '@filmlab/domain';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useCreateVendorOrder } from '../api/vendor-orders';
import { emptyRoll, walkInSchema, type WalkInValues } from './walk-in-form-schema';
import styles from './vendor-orders.module.css';

const PROCESS_OPTIONS = FILM_PROCESSES.map((process) => ({ value: process, label: process }));

/** A new order for a walk-in customer: who they are and their rolls. They claim it from the e-mail. */
export function WalkInOrderForm() {
  const create = useCreateVendorOrder();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<WalkInValues>({
    resolver: zodResolver(walkInSchema),
    defaultValues: { firstName: '', lastName: '', email: '', rolls: [emptyRoll()] },
  });
  const rolls = useFieldArray({ control, name: 'rolls' });

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, rolls: films }) => {
    setFormError(null);
    setDone(null);
    try {
      const order = await create.mutateAsync({ customer: { firstName, lastName, email }, rolls: films });
      setDone(
        `Order ${orderNumber(order.id)} is in. We e-mailed ${email} a link to claim it; add it to the bag's manifest.`,
      );
      reset({ firstName: '', lastName: '', email: '', rolls: [emptyRoll()] });
    } catch (error) {
      // The form checks what the server checks; what is left (a lapsed session, the network) goes above.
      setFormError(applyServerErrors(error, setError, {}));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="walk-in-title">
      <h2 id="walk-in-title" className={styles.subtitle}>
        New order for a walk-in customer
      </h2>
      {done && (
        <Alert tone="success" title="Order created">
          {done}
        </Alert>
      )}
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className={styles.row}>
        <TextField label="First name" autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          hint="We send the claim link here."
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <fieldset className={styles.rolls}>
        <legend>Rolls</legend>
        {rolls.fields.map((field, index) => (
          <div key={field.id} className={styles.row}>
            <TextField
              label={`Roll ${index + 1} film`}
              placeholder="Portra 400"
              error={errors.rolls?.[index]?.model?.message}
              {...register(`rolls.${index}.model`)}
            />
            <Select label={`Roll ${index + 1} format`} options={FILM_FORMATS} {...register(`rolls.${index}.format`)} />
            <Select
              label={`Roll ${index + 1} process`}
              options={PROCESS_OPTIONS}
              {...register(`rolls.${index}.process`)}
            />
            {rolls.fields.length > 1 && (
              <Button type="button" variant="ghost" onClick={() => rolls.remove(index)}>
                Remove roll {index + 1}
              </Button>
            )}
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() => rolls.append(emptyRoll())}
          disabled={rolls.fields.length >= 100}
        >
          Add a roll
        </Button>
      </fieldset>
      <Button type="submit" loading={create.isPending}>
        Create order
      </Button>
    </form>
  );
}
