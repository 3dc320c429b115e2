import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useDeleteZipCode, useSaveZipCode, useZipCodes } from '../api/messengers';
import styles from './couriers.module.css';

/** The lab setting "service zip codes": where customers may ask for a courier pick-up. */
export function ZipCodesEditor() {
  const zips = useZipCodes();
  const save = useSaveZipCode();
  const remove = useDeleteZipCode();
  const [draft, setDraft] = useState({ zip: '', area: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...draft, active: true }, { onSuccess: () => setDraft({ zip: '', area: '' }) });
  };
  const problem = save.error ?? remove.error ?? zips.error;
  return (
    <div className={styles.section}>
      <Table>
        <caption className="visually-hidden">Service zip codes</caption>
        <thead>
          <tr>
            <th scope="col">Zip</th>
            <th scope="col">Area</th>
            <th scope="col">Served now</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {zips.data?.zipCodes.length === 0 && (
            <tr>
              <td colSpan={4}>No zip codes yet: no customer can book a pick-up.</td>
            </tr>
          )}
          {zips.data?.zipCodes.map((zip) => (
            <tr key={zip.zip}>
              <td className={styles.mono}>{zip.zip}</td>
              <td>{zip.area}</td>
              <td>
                <Checkbox
                  label={<span className="visually-hidden">Serve {zip.zip} now</span>}
                  checked={zip.active}
                  onChange={(event) =>
                    save.mutate({ zip: zip.zip, area: zip.area, active: event.currentTarget.checked })
                  }
                />
              </td>
              <td>
                <Button variant="ghost" size="sm" onClick={() => remove.mutate(zip.zip)}>
                  Remove {zip.zip}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <form className={styles.form} onSubmit={submit} aria-label="Add a zip code">
        <TextField
          label="Zip code"
          required
          inputMode="numeric"
          pattern="\d{5}"
          maxLength={5}
          value={draft.zip}
          onChange={(event) => setDraft({ ...draft, zip: event.currentTarget.value })}
        />
        <TextField
          label="Area"
          required
          maxLength={100}
          value={draft.area}
          onChange={(event) => setDraft({ ...draft, area: event.currentTarget.value })}
        />
        <Button type="submit" loading={save.isPending}>
          Add zip code
        </Button>
      </form>
      {problem && <Alert tone="danger">{problem.message}</Alert>}
    </div>
  );
}
