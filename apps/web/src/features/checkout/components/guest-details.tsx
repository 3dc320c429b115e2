import type { Order } from '@filmlab/api';
import { useState } from 'react';
import { ApiError, fieldErrors } from '../../../lib/api-client';
import { AddressForm, type AddressFormValues } from '../../../ui/address/address-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import type { GuestAddress } from '../api/order-calls';
import styles from './checkout.module.css';

type SaveGuest = (details: { email: string; name: string; address: GuestAddress }) => Promise<unknown>;

/**
 * A guest's e-mail, name and address. Saving the address starts the guest order (POST /guest-orders),
 * which prices it and works out the tax from the address.
 */
export function GuestDetails({ order, saveGuest }: { order: Order | null; saveGuest: SaveGuest }) {
  const [email, setEmail] = useState(order?.guestEmail ?? '');
  const [name, setName] = useState(order?.guestName ?? '');
  const [editing, setEditing] = useState(!order?.address);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async ({ address1, address2, city, state, zip }: AddressFormValues) => {
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = 'Enter your e-mail so we can send your receipt.';
    if (!name.trim()) missing.name = 'Enter the name to ship to.';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    setError(null);
    try {
      await saveGuest({ email: email.trim(), name: name.trim(), address: { address1, address2, city, state, zip } });
      setEditing(false);
    } catch (caught) {
      if (caught instanceof ApiError) {
        setErrors(fieldErrors(caught.errors));
        setError(caught.message);
      } else setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="guest-title">
      <h2 id="guest-title" className={styles.sectionTitle}>
        Contact and shipping
      </h2>
      {error && <Alert tone="danger">{error}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        hint="Your receipt goes here."
        disabled={!editing}
      />
      <TextField
        label="Full name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        disabled={!editing}
      />
      {editing ? (
        <AddressForm
          saving={saving}
          canChoosePrimary={false}
          onSave={(values) => void save(values)}
          onCancel={() => setEditing(!order?.address)}
        />
      ) : (
        order?.address && (
          <div className={styles.shipTo}>
            <p>
              {order.address.address1}
              {order.address.address2 ? `, ${order.address.address2}` : ''}, {order.address.city}, {order.address.state}{' '}
              {order.address.zip}
            </p>
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Change
            </Button>
          </div>
        )
      )}
    </section>
  );
}
