import type { FilmRollDetail } from '@filmlab/api';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { useUpdateRoll } from '../api/mutations';
import { FilmDataForm } from './film-data-form';
import { filmStock, rollDate, rollTitle, stageLabel } from './film-data';
import styles from './library.module.css';

/** The roll's title, film data and notes, with a form to rename and describe it. */
export function RollDetails({ userId, roll }: { userId: number; roll: FilmRollDetail }) {
  const [editing, setEditing] = useState<false | 'name' | 'film'>(false);
  const [name, setName] = useState(roll.name ?? '');
  const [notes, setNotes] = useState(roll.notes ?? '');
  const update = useUpdateRoll(userId, roll.id);
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ name: name.trim() || null, notes: notes.trim() || null }, { onSuccess: () => setEditing(false) });
  };
  if (editing === 'film') return <FilmDataForm userId={userId} roll={roll} onDone={() => setEditing(false)} />;
  if (editing === 'name') {
    return (
      <form className={styles.rollForm} onSubmit={save} aria-label="Rename and describe the roll">
        <TextField label="Name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} optional />
        <TextAreaField
          label="Notes"
          value={notes}
          maxLength={2000}
          rows={3}
          onChange={(e) => setNotes(e.target.value)}
          optional
        />
        {update.error && (
          <p role="alert" className={styles.labelError}>
            {update.error.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="ink" loading={update.isPending}>
            Save
          </Button>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.rollHead}>
      <h1 className={styles.title}>{rollTitle(roll)}</h1>
      <p className={styles.rollFilm}>
        <span className={styles.mono}>{filmStock(roll)}</span>
        <span>{roll.format}</span>
        <span>{roll.process}</span>
        <time dateTime={roll.createdAt}>{rollDate(roll.createdAt)}</time>
        <span>{stageLabel(roll.stage)}</span>
      </p>
      {roll.notes && <p className={styles.lede}>{roll.notes}</p>}
      <div className={styles.actions}>
        <Button
          size="sm"
          onClick={() => {
            setName(roll.name ?? '');
            setNotes(roll.notes ?? '');
            setEditing('name');
          }}
        >
          Rename and describe
        </Button>
        <Button size="sm" onClick={() => setEditing('film')}>
          Correct film data
        </Button>
      </div>
    </div>
  );
}
