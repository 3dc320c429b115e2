import type { CreateMessengerBody } from '@filmlab/api';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Skeleton } from '../../../ui/skeleton';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useCreateMessenger, useMessengers } from '../api/messengers';
import styles from './couriers.module.css';
import { hoursSummary } from './hours';

const blank: CreateMessengerBody = { firstName: '', lastName: '', email: '', phone: '', vehicle: '' };

/** /admin/messengers: the lab's couriers, and a form to add one. */
export function MessengersPage() {
  useDocumentTitle('Admin · Messengers');
  const list = useMessengers();
  const create = useCreateMessenger();
  const [draft, setDraft] = useState(blank);
  const field = (name: keyof CreateMessengerBody) => ({
    value: draft[name] ?? '',
    onChange: (event: { currentTarget: { value: string } }) =>
      setDraft({ ...draft, [name]: event.currentTarget.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(draft, {
      onSuccess: (made) => {
        setDraft(blank);
        showToast(`${made.firstName} is a messenger: they set a password with “Forgot password”.`);
      },
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>Admin · Couriers</p>
        <h1 className={styles.title}>Messengers</h1>
        <p className={styles.lede}>
          The couriers who collect film from customers’ doors. Open one to set their hours, the zip codes they serve and
          to see or print their routes.
        </p>
      </header>
      {list.isError && <Alert tone="danger">{list.error.message}</Alert>}
      {list.isPending ? (
        <Skeleton height={200} />
      ) : (
        <Table>
          <caption className="visually-hidden">Messengers</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Contact</th>
              <th scope="col">Vehicle</th>
              <th scope="col">Hours</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.messengers.length === 0 && (
              <tr>
                <td colSpan={5}>No messengers yet — add the first one below.</td>
              </tr>
            )}
            {list.data?.messengers.map((messenger) => (
              <tr key={messenger.id}>
                <td>
                  <Link to={`/admin/messengers/${messenger.id}`}>
                    {messenger.firstName} {messenger.lastName}
                  </Link>
                </td>
                <td>
                  <span className={styles.mono}>{messenger.email}</span>
                  {messenger.phone && <br />}
                  {messenger.phone}
                </td>
                <td>{messenger.vehicle ?? '—'}</td>
                <td>{hoursSummary(messenger.hours)}</td>
                <td>
                  <Chip tone={messenger.active ? 'success' : 'neutral'}>{messenger.active ? 'Active' : 'Paused'}</Chip>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <section className={styles.section} aria-labelledby="new-messenger">
        <h2 id="new-messenger" className={styles.sectionTitle}>
          Add a messenger
        </h2>
        <form className={styles.form} onSubmit={submit}>
          <TextField label="First name" required maxLength={100} {...field('firstName')} />
          <TextField label="Last name" required maxLength={100} {...field('lastName')} />
          <TextField label="E-mail" type="email" required maxLength={320} {...field('email')} />
          <TextField label="Phone" optional type="tel" maxLength={40} {...field('phone')} />
          <TextField label="Vehicle" optional maxLength={100} {...field('vehicle')} />
          <Button type="submit" variant="primary" loading={create.isPending}>
            Add messenger
          </Button>
        </form>
        {create.isError && <Alert tone="danger">{create.error.message}</Alert>}
      </section>
    </div>
  );
}
