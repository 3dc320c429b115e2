import type { LabLocation } from '@filmlab/api';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { TextField } from '../../../ui/text-field';
import { useUpdateLocation } from '../api/lab-settings';
import styles from './lab-settings.module.css';

const FIELDS = [
  ['name', 'Name'],
  ['address1', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip code'],
  ['hours', 'Hours'],
  ['phone', 'Phone'],
] as const;

/** One location's address, hours and phone; Save sends them all (the server checks each field). */
export function LocationForm({ location }: { location: LabLocation }) {
  const update = useUpdateLocation();
  const [values, setValues] = useState(location);
  const [saved, setSaved] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const { id: _id, ...body } = values;
    update.mutate({ id: location.id, body }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form className={styles.location} onSubmit={onSubmit} aria-label={`Location ${location.name}`}>
      {update.isError && <Alert tone="danger">{update.error.message}</Alert>}
      <div className={styles.fields}>
        {FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={values[key]}
            onChange={(event) => setValues({ ...values, [key]: event.target.value })}
          />
        ))}
      </div>
      <Checkbox
        label="Film may be dropped off here"
        checked={values.dropOff}
        onChange={(event) => setValues({ ...values, dropOff: event.target.checked })}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          Save location
        </Button>
        <span role="status">{saved ? 'Saved. The public site shows it within a few minutes.' : ''}</span>
      </div>
    </form>
  );
}
