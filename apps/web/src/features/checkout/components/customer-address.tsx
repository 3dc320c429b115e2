import type { Order, User } from '@filmlab/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { AddressForm, type AddressFormValues } from '../../../ui/address/address-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { createAddress, type OrderChanges } from '../api/order-calls';
import styles from './checkout.module.css';

const oneLine = (a: { address1: string; address2: string | null; city: string; state: string; zip: string }) =>
  `${a.address1}${a.address2 ? `, ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

/**
 * Where a customer's order ships and is taxed: one of their saved addresses (the primary one to
 * start with) or a new one saved to their address book first (spec 2.10 and section 5).
 */
export function CustomerAddress({
  user,
  order,
  changeAddress,
}: {
  user: User;
  order: Order;
  changeAddress: (changes: OrderChanges) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(user.addresses.length === 0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const picked = useRef(false);

  const choose = async (addressId: number) => {
    setError(null);
    try {
      await changeAddress({ address: { addressId } });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  // The primary address is the starting choice; only once, so a change by the customer stands.
  const primary = user.addresses.find((a) => a.primary) ?? user.addresses[0];
  useEffect(() => {
    if (picked.current || order.address || !primary) return;
    picked.current = true;
    void choose(primary.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.address, primary?.id]);

  const save = async ({ id: _id, ...values }: AddressFormValues) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await createAddress(user.id, values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      setAdding(false);
      await choose(saved.id);
    } catch (caught) {
      // Spec section 8: an address save failure is logged; we also say so, so the customer can retry.
      console.error('Saving the address failed', caught);
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="address-title">
      <h2 id="address-title" className={styles.sectionTitle}>
        Shipping address
      </h2>
      {error && <Alert tone="danger">{error}</Alert>}
      {user.addresses.length > 0 && (
        <RadioGroup
          legend="Ship to"
          name="address"
          options={user.addresses.map((a) => ({ value: String(a.id), label: oneLine(a) }))}
          value={String(order.address?.addressId ?? '')}
          onChange={(value) => void choose(Number(value))}
        />
      )}
      {adding ? (
        <AddressForm
          saving={saving}
          canChoosePrimary={user.addresses.length > 0}
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
