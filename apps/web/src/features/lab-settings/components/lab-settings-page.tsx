import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import { useLabLocations } from '../api/lab-settings';
import { LocationForm } from './location-form';
import { OutboxTable } from './outbox-table';
import pageStyles from '../../../ui/page.module.css';
import styles from './lab-settings.module.css';

/** /admin/settings: the lab's locations (address, hours) and the outbox of e-mails it sent. */
export function LabSettingsPage() {
  useDocumentTitle('Admin · Lab Settings');
  const locations = useLabLocations();
  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={pageStyles.title}>Lab settings</h1>
        <p className={pageStyles.lede}>
          Where the lab is and when it is open, as the public site shows it; and every e-mail the lab sent.
        </p>
      </header>
      <section className={styles.section} aria-labelledby="locations-title">
        <h2 id="locations-title" className={styles.subtitle}>
          Locations
        </h2>
        {locations.isError && <Alert tone="danger">{locations.error.message}</Alert>}
        {!locations.data ? (
          <Skeleton height={200} />
        ) : locations.data.locations.length === 0 ? (
          <p>No locations yet.</p>
        ) : (
          locations.data.locations.map((location) => <LocationForm key={location.id} location={location} />)
        )}
      </section>
      <section className={styles.section} aria-labelledby="outbox-title">
        <h2 id="outbox-title" className={styles.subtitle}>
          Outbox
        </h2>
        <OutboxTable />
      </section>
    </div>
  );
}
