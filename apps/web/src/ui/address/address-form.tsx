import type { Address, AddressCheckResponse } from '@filmlab/api';
import { canSaveAddress, type SplitPlace } from '@filmlab/domain';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { CheckIcon } from '../icons';
import { TextField } from '../text-field';
import { AddressCheckChoice, checkAddress, differs } from './address-check';
import { AddressSearch } from './address-search';
import styles from './address.module.css';

export interface AddressFormValues {
  /** Present when editing: the save is an update. */
  id?: number;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: 'US';
  placeId: string | null;
  primary: boolean;
}

export interface AddressFormProps {
  /** The address being edited; none to add a new one. */
  initial?: Address;
  saving: boolean;
  error?: string | null;
  /** Offer the primary checkbox (not for the very first address, which is primary anyway). */
  canChoosePrimary?: boolean;
  onSave: (values: AddressFormValues) => void;
  onCancel: () => void;
}

function formatted(address: Pick<Address, 'address1' | 'city' | 'state' | 'zip'>): string {
  return `${address.address1}, ${address.city}, ${address.state} ${address.zip}`;
}

/**
 * The address form (spec 2.10): address search, 'Apartment, suite, etc...', Save Address and Cancel.
 * Save is disabled while there is no street line or a save is running (spec section 5).
 */
export function AddressForm({ initial, saving, error, canChoosePrimary = true, onSave, onCancel }: AddressFormProps) {
  const formId = useId();
  const [search, setSearch] = useState(initial ? formatted(initial) : '');
  const [place, setPlace] = useState<SplitPlace | null>(
    initial ? { street: initial.address1, city: initial.city, state: initial.state, zip: initial.zip } : null,
  );
  const [placeId, setPlaceId] = useState<string | null>(initial?.placeId ?? null);
  const [address2, setAddress2] = useState(initial?.address2 ?? '');
  const [primary, setPrimary] = useState(initial?.primary ?? false);
  const [checking, setChecking] = useState(false);
  const [asked, setAsked] = useState<{ values: AddressFormValues; check: AddressCheckResponse } | null>(null);
  const address1 = place?.street ?? '';
  const canSave = canSaveAddress({ address1, saving: saving || checking });

  // Before saving, the address is checked as a carrier would check it for a label (issue: addresses a
  // carrier will accept): a correction or a refusal is shown for the customer to decide.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || !place) return;
    const values: AddressFormValues = {
      ...(initial ? { id: initial.id } : {}),
      address1: place.street,
      address2: address2.trim() || null,
      city: place.city,
      state: place.state,
      zip: place.zip,
      country: 'US',
      placeId,
      primary,
    };
    setChecking(true);
    const check = await checkAddress(values);
    setChecking(false);
    const clean = !check || (check.deliverable && (!check.suggestion || !differs(values, check.suggestion)));
    if (clean) onSave(values);
    else setAsked({ values, check });
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={initial ? 'Edit address' : 'New address'}
      id={formId}
    >
      {error && <Alert tone="danger">{error}</Alert>}
      <AddressSearch
        value={search}
        onChange={(text) => {
          setSearch(text);
          // Editing the text un-picks the place: only a chosen address can be saved.
          setPlace(null);
          setPlaceId(null);
        }}
        onSelect={(picked, text, pickedId) => {
          setSearch(text);
          setPlace(picked);
          setPlaceId(pickedId);
        }}
      />
      {place && (
        <p className={styles.picked} role="status">
          <CheckIcon size={18} />
          <span>
            {place.street}, {place.city}, {place.state} {place.zip}
          </span>
        </p>
      )}
      <TextField
        label="Apartment, suite, etc."
        placeholder="Apartment, suite, etc..."
        autoComplete="address-line2"
        optional
        value={address2}
        onChange={(event) => setAddress2(event.target.value)}
      />
      {canChoosePrimary && (
        <Checkbox
          label="Make this my primary address"
          checked={primary}
          onChange={(event) => setPrimary(event.target.checked)}
        />
      )}
      {asked ? (
        <AddressCheckChoice
          entered={asked.values}
          check={asked.check}
          onUseSuggestion={(suggested) => {
            setAsked(null);
            // The corrected address is no longer the place that was picked.
            onSave({ ...asked.values, ...suggested, placeId: null });
          }}
          onKeep={() => {
            setAsked(null);
            onSave(asked.values);
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={!canSave} loading={saving || checking}>
            Save Address
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
    </form>
  );
}
