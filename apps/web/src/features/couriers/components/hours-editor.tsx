import type { MessengerHours, MessengerHoursBody } from '@filmlab/api';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useAddHours, useDeleteHours, useUpdateHours } from '../api/messengers';
import styles from './couriers.module.css';
import { WEEKDAYS } from './hours';

const DAY_OPTIONS = WEEKDAYS.map((day, index) => ({ value: String(index), label: day }));

/** One row of hours as a small form: day, start, end, and its buttons. */
function HoursForm({
  initial,
  label,
  busy,
  onSubmit,
  children,
}: {
  initial: MessengerHoursBody;
  label: string;
  busy: boolean;
  onSubmit: (body: MessengerHoursBody) => void;
  children?: React.ReactNode;
}) {
  const [hours, setHours] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(hours);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={label}>
      <Select
        label="Day"
        value={String(hours.dayOfWeek)}
        options={DAY_OPTIONS}
        onChange={(event) => setHours({ ...hours, dayOfWeek: Number(event.currentTarget.value) })}
      />
      <TextField
        label="From"
        type="time"
        required
        value={hours.startTime}
        onChange={(event) => setHours({ ...hours, startTime: event.currentTarget.value })}
      />
      <TextField
        label="To"
        type="time"
        required
        value={hours.endTime}
        onChange={(event) => setHours({ ...hours, endTime: event.currentTarget.value })}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {initial.startTime ? 'Save' : 'Add hours'}
        </Button>
        {children}
      </div>
    </form>
  );
}

/** The messenger's weekly hours: customers' pick-up slots are cut from them. */
export function HoursEditor({ messengerId, hours }: { messengerId: number; hours: readonly MessengerHours[] }) {
  const add = useAddHours(messengerId);
  const update = useUpdateHours(messengerId);
  const remove = useDeleteHours(messengerId);
  const problem = add.error ?? update.error ?? remove.error;
  return (
    <div className={styles.section}>
      {hours.length === 0 && <p className={styles.muted}>No hours yet: customers cannot book this messenger.</p>}
      {hours.map((h) => (
        <HoursForm
          key={`${h.id}-${h.dayOfWeek}-${h.startTime}-${h.endTime}`}
          label={`${WEEKDAYS[h.dayOfWeek]} ${h.startTime} to ${h.endTime}`}
          initial={{ dayOfWeek: h.dayOfWeek, startTime: h.startTime, endTime: h.endTime }}
          busy={update.isPending && update.variables?.hoursId === h.id}
          onSubmit={(body) => update.mutate({ hoursId: h.id, body })}
        >
          <Button
            variant="ghost"
            loading={remove.isPending && remove.variables === h.id}
            onClick={() => remove.mutate(h.id)}
          >
            Delete
          </Button>
        </HoursForm>
      ))}
      <HoursForm
        key={`new-${hours.length}`}
        label="New hours"
        initial={{ dayOfWeek: 1, startTime: '', endTime: '' }}
        busy={add.isPending}
        onSubmit={(body) => add.mutate(body)}
      />
      {problem && <Alert tone="danger">{problem.message}</Alert>}
    </div>
  );
}
