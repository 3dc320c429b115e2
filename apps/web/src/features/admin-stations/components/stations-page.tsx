import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateStationToken, useRevokeStationToken, useStationTokens } from '../api/stations';
import pageStyles from '../../../ui/page.module.css';
import styles from './stations-page.module.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : '—');

/**
 * /admin/stations: a token for each scanning computer that runs filmlab-sync. A token may upload
 * scans and mark rolls scanned and synced, nothing else; revoke it when the computer goes.
 */
export function StationsPage() {
  useDocumentTitle('Admin · Scanning Stations');
  const stations = useStationTokens();
  const create = useCreateStationToken();
  const revoke = useRevokeStationToken();
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  };

  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>Scanning stations</h1>
        <p className={pageStyles.lede}>
          Each scanning computer runs filmlab-sync with a token of its own. It can upload scans and mark rolls scanned
          and synced, nothing else. Revoke a token when its computer is replaced.
        </p>
      </header>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label="Station name"
          placeholder="Frontier SP-3000"
          value={name}
          maxLength={80}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={create.isPending || name.trim() === ''}>
          Make a token
        </Button>
      </form>
      {create.isError && <Alert tone="danger">{create.error.message}</Alert>}
      {create.data && (
        <Alert tone="success">
          <p>
            The token of “{create.data.station.name}”. Copy it now into the station’s settings: it is not shown again.
          </p>
          <p className={styles.mono}>{create.data.token}</p>
        </Alert>
      )}
      {stations.isError && <Alert tone="danger">{stations.error.message}</Alert>}
      {revoke.isError && <Alert tone="danger">{revoke.error.message}</Alert>}
      {stations.isPending ? (
        <Skeleton height={160} />
      ) : (
        <Table>
          <caption className="visually-hidden">Station tokens</caption>
          <thead>
            <tr>
              <th scope="col">Station</th>
              <th scope="col">Token ends</th>
              <th scope="col">Made</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {stations.data?.length === 0 && (
              <tr>
                <td colSpan={5}>No stations yet — make a token for your first scanning computer.</td>
              </tr>
            )}
            {stations.data?.map((station) => (
              <tr key={station.id}>
                <td>{station.name}</td>
                <td className={styles.mono}>…{station.hint}</td>
                <td>{when(station.createdAt)}</td>
                <td>{when(station.lastUsedAt)}</td>
                <td>
                  {station.revokedAt ? (
                    `Revoked ${when(station.revokedAt)}`
                  ) : (
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={revoke.isPending}
                      aria-label={`Revoke ${station.name}`}
                      onClick={() => revoke.mutate(station.id)}
                    >
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
