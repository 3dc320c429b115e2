import type { Messenger } from '@filmlab/api';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { LinkButton } from '../../../ui/link-button';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useMessenger, useRoutes, useUpdateMessenger } from '../api/messengers';
import styles from './couriers.module.css';
import { dayFromToday } from './hours';
import { HoursEditor } from './hours-editor';
import { RouteSheet } from './route-sheet';
import { ZipCodesEditor } from './zip-codes-editor';

function DetailsForm({ messenger }: { messenger: Messenger }) {
  const update = useUpdateMessenger(messenger.id);
  const [draft, setDraft] = useState({
    phone: messenger.phone ?? '',
    vehicle: messenger.vehicle ?? '',
    notes: messenger.notes ?? '',
    active: messenger.active,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft, { onSuccess: () => showToast('Saved') });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Messenger details">
      <TextField
        label="Phone"
        type="tel"
        optional
        maxLength={40}
        value={draft.phone}
        onChange={(event) => setDraft({ ...draft, phone: event.currentTarget.value })}
      />
      <TextField
        label="Vehicle"
        optional
        maxLength={100}
        value={draft.vehicle}
        onChange={(event) => setDraft({ ...draft, vehicle: event.currentTarget.value })}
      />
      <TextField
        label="Notes"
        optional
        maxLength={1000}
        value={draft.notes}
        onChange={(event) => setDraft({ ...draft, notes: event.currentTarget.value })}
      />
      <Checkbox
        label="Active"
        description="Paused messengers take no new pick-ups."
        checked={draft.active}
        onChange={(event) => setDraft({ ...draft, active: event.currentTarget.checked })}
      />
      <Button type="submit" variant="primary" loading={update.isPending}>
        Save details
      </Button>
      {update.isError && <Alert tone="danger">{update.error.message}</Alert>}
    </form>
  );
}

/** /admin/messengers/{id}: details, weekly hours, the service zip codes, and routes for a range of days. */
export function MessengerPage() {
  const id = Number(useParams().messengerId);
  const messenger = useMessenger(id);
  const [range, setRange] = useState({ from: dayFromToday(0), to: dayFromToday(6) });
  const routes = useRoutes(id, range);
  const name = messenger.data ? `${messenger.data.firstName} ${messenger.data.lastName}` : 'Messenger';
  useDocumentTitle(`Admin · ${name}`);

  if (messenger.isError) return <Alert tone="danger">{messenger.error.message}</Alert>;
  if (!messenger.data) return <Skeleton height={320} />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>
          <Link to="/admin/messengers">Messengers</Link> · {messenger.data.email}
        </p>
        <h1 className={styles.title}>{name}</h1>
      </header>
      <DetailsForm key={messenger.data.id} messenger={messenger.data} />
      <section className={styles.section} aria-labelledby="hours-title">
        <h2 id="hours-title" className={styles.sectionTitle}>
          Weekly hours
        </h2>
        <HoursEditor messengerId={id} hours={messenger.data.hours} />
      </section>
      <section className={styles.section} aria-labelledby="zips-title">
        <h2 id="zips-title" className={styles.sectionTitle}>
          Service zip codes
        </h2>
        <p className={styles.muted}>Customers with an address in a served zip code can book a courier pick-up.</p>
        <ZipCodesEditor />
      </section>
      <section className={styles.section} aria-labelledby="routes-title">
        <h2 id="routes-title" className={styles.sectionTitle}>
          Routes
        </h2>
        <div className={styles.form}>
          <TextField
            label="From"
            type="date"
            value={range.from}
            onChange={(event) => event.currentTarget.value && setRange({ ...range, from: event.currentTarget.value })}
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            onChange={(event) => event.currentTarget.value && setRange({ ...range, to: event.currentTarget.value })}
          />
          <LinkButton to={`/admin/messengers/${id}/printable-routes?from=${range.from}&to=${range.to}`}>
            Printable route sheet
          </LinkButton>
        </div>
        {routes.isError && <Alert tone="danger">{routes.error.message}</Alert>}
        {routes.isPending ? <Skeleton height={160} /> : <RouteSheet routes={routes.data?.routes ?? []} />}
      </section>
    </div>
  );
}
