import type { BulkAction, BulkResponse } from '@filmlab/api';
import { ROLL_EVENTS, orderNumber } from '@filmlab/domain';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { useBulkAction } from '../api/board';
import { enumLabel as words } from '../../../ui/enum-label';
import styles from './orders-board.module.css';

const DONE: Record<BulkAction, string> = {
  receive: 'received',
  complete: 'completed',
  'add-rolls-event': 'moved on',
};

function Outcome({ action, response }: { action: BulkAction; response: BulkResponse }) {
  const ok = response.results.filter((result) => result.ok);
  const failed = response.results.filter((result) => !result.ok);
  return (
    <Alert
      tone={failed.length > 0 ? 'danger' : 'success'}
      title={`${ok.length} of ${response.results.length} ${DONE[action]}`}
    >
      {failed.length > 0 && (
        <ul className={styles.failures}>
          {failed.map((result) => (
            <li key={result.orderId}>
              #{orderNumber(result.orderId)}: {result.error}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** Receive, complete or step the selected orders; each order's result is reported. */
export function BulkBar({ selected, onDone }: { selected: ReadonlySet<number>; onDone: () => void }) {
  const bulk = useBulkAction();
  const [event, setEvent] = useState<string>('DEVELOPED');
  const [last, setLast] = useState<{ action: BulkAction; response: BulkResponse } | null>(null);
  const orderIds = [...selected];
  const run = (action: BulkAction) =>
    bulk.mutate(
      { action, orderIds, ...(action === 'add-rolls-event' ? { event: event as (typeof ROLL_EVENTS)[number] } : {}) },
      {
        onSuccess: (response) => {
          setLast({ action, response });
          onDone();
        },
      },
    );
  const none = orderIds.length === 0;
  return (
    <section className={styles.bulk} aria-label="Act on selected orders">
      <p className={styles.selectedCount} aria-live="polite">
        {none ? 'Select orders to act on several at once' : `${orderIds.length} selected`}
      </p>
      <Button size="sm" disabled={none} loading={bulk.isPending} onClick={() => run('receive')}>
        Receive
      </Button>
      <Button size="sm" disabled={none} loading={bulk.isPending} onClick={() => run('complete')}>
        Complete
      </Button>
      <Select
        label="Roll event"
        className={styles.eventSelect}
        options={ROLL_EVENTS.map((value) => ({ value, label: words(value) }))}
        value={event}
        onChange={(e) => setEvent(e.target.value)}
      />
      <Button size="sm" disabled={none} loading={bulk.isPending} onClick={() => run('add-rolls-event')}>
        Add Roll Event
      </Button>
      {bulk.isError && <Alert tone="danger">{bulk.error.message}</Alert>}
      {last && <Outcome action={last.action} response={last.response} />}
    </section>
  );
}
