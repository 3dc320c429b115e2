import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Skeleton } from '../../../ui/skeleton';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/lab-settings';
import styles from './lab-settings.module.css';

const STATE = {
  STORED: { label: 'Kept in the outbox', tone: 'neutral' },
  QUEUED: { label: 'Sending', tone: 'accent' },
  SENT: { label: 'Sent', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
} as const;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The e-mails the platform sent or kept, read-only: recipient, subject, state and when. */
export function OutboxTable() {
  const [offset, setOffset] = useState(0);
  const [draft, setDraft] = useState('');
  const [to, setTo] = useState('');
  const outbox = useOutbox(offset, to);
  const count = outbox.data?.count ?? 0;
  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setOffset(0);
    setTo(draft.trim());
  };
  return (
    <div className={styles.section}>
      <form className={styles.filter} role="search" onSubmit={onFilter}>
        <TextField
          label="Recipient"
          type="email"
          placeholder="name@example.com"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      {outbox.isError && <Alert tone="danger">{outbox.error.message}</Alert>}
      {!outbox.data ? (
        <Skeleton height={200} />
      ) : (
        <Table aria-busy={outbox.isFetching || undefined}>
          <caption className="visually-hidden">Outbox</caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">State</th>
              <th scope="col">Written</th>
            </tr>
          </thead>
          <tbody>
            {outbox.data.emails.length === 0 && (
              <tr>
                <td colSpan={4}>{to ? `No e-mails to ${to}.` : 'No e-mails yet.'}</td>
              </tr>
            )}
            {outbox.data.emails.map((email) => (
              <tr key={email.id}>
                <td>{email.to}</td>
                <td>
                  <details>
                    <summary>{email.subject}</summary>
                    <pre className={styles.body}>{email.text}</pre>
                  </details>
                </td>
                <td>
                  <Chip tone={STATE[email.status].tone}>{STATE[email.status].label}</Chip>
                  {email.error && <span className={styles.error}>{email.error}</span>}
                </td>
                <td className={styles.mono}>{when.format(new Date(email.createdAt))}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - OUTBOX_PAGE_SIZE))}
        >
          Newer
        </Button>
        <span>
          {count === 0
            ? ''
            : `${offset + 1}–${Math.min(offset + OUTBOX_PAGE_SIZE, count)} of ${count.toLocaleString('en-US')}`}
        </span>
        <Button
          variant="ghost"
          disabled={offset + OUTBOX_PAGE_SIZE >= count}
          onClick={() => setOffset(offset + OUTBOX_PAGE_SIZE)}
        >
          Older
        </Button>
      </div>
    </div>
  );
}
