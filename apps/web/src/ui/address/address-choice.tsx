import type { Address } from '@filmlab/api';
import { useState, type ReactNode } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { RadioGroup } from '../radio-group';
import { AddressForm, type AddressFormValues } from './address-form';

const oneLine = (a: Pick<Address, 'address1' | 'address2' | 'city' | 'state' | 'zip'>) =>
  `${a.address1}${a.address2 ? `, ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

/** What went wrong, in the words the server gave. */
const words = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One of the customer's saved addresses, or a new one saved to their address book first (with the
 * address search): the checkout's shipping address, a development order's address, an unpaid
 * order's address on its summary. Its own form for a new address, so it must not sit inside another form.
 */
export function AddressChoice({
  className,
  title,
  titleId,
  legend,
  hint,
  addresses,
  value,
  onChoose,
  onCreate,
}: {
  className?: string;
  title: ReactNode;
  titleId: string;
  legend: string;
  hint?: ReactNode;
  addresses: readonly Address[];
  value: number | null;
  /** Rejects with the server's words when the choice is refused. */
  onChoose: (addressId: number) => Promise<unknown>;
  /** Saves a new address to the address book and answers it. */
  onCreate: (values: Omit<AddressFormValues, 'id'>) => Promise<Address>;
}) {
  const [adding, setAdding] = useState(addresses.length === 0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (addressId: number) => {
    setError(null);
    try {
      await onChoose(addressId);
    } catch (caught) {
      setError(words(caught));
    }
  };
  const save = async ({ id: _id, ...values }: AddressFormValues) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await onCreate(values);
      setAdding(false);
      await choose(saved.id);
    } catch (caught) {
      // Spec section 8: an address save failure is logged; it is also said, so the customer can retry.
      console.error('Saving the address failed', caught);
      setError(words(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={className} aria-labelledby={titleId}>
      {title}
      {hint}
      {error && <Alert tone="danger">{error}</Alert>}
      {addresses.length > 0 && (
        <RadioGroup
          legend={legend}
          name={`${titleId}-choice`}
          options={addresses.map((a) => ({ value: String(a.id), label: oneLine(a) }))}
          value={value === null ? '' : String(value)}
          onChange={(chosen) => void choose(Number(chosen))}
        />
      )}
      {adding ? (
        <AddressForm
          saving={saving}
          canChoosePrimary={addresses.length > 0}
          onSave={(values) => void save(values)}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="ghost" onClick={() => setAdding(true)}>
          Add a new address
        </Button>
      )}
    </section>
  );
}
