import type { FilmRollDetail } from '@filmlab/api';
import { FILM_FORMATS, FILM_PROCESSES } from '@filmlab/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useUpdateFilm } from '../api/mutations';
import styles from './library.module.css';

const processOptions = FILM_PROCESSES.map((process) => ({ value: process, label: process }));

/** A value the roll has that the lists lack (an older roll's) stays choosable, so saving keeps it. */
const withCurrent = (options: ReadonlyArray<{ value: string; label: string }>, current: string) =>
  current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;

/**
 * Corrects the roll's film data (spec 7, update-film-roll): brand, model, format and process, as
 * the member knows them better than the order said. Only what changed is sent.
 */
export function FilmDataForm({ userId, roll, onDone }: { userId: number; roll: FilmRollDetail; onDone: () => void }) {
  const [brand, setBrand] = useState(roll.brand);
  const [model, setModel] = useState(roll.model);
  const [format, setFormat] = useState(roll.format);
  const [process, setProcess] = useState(roll.process);
  const update = useUpdateFilm(userId, roll.id);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const value: Record<string, string> = {};
    if (brand.trim() !== roll.brand) value.brand = brand.trim();
    if (model.trim() !== roll.model) value.model = model.trim();
    if (format !== roll.format) value.format = format;
    if (process !== roll.process) value.process = process;
    if (Object.keys(value).length === 0) return onDone();
    update.mutate(value, { onSuccess: onDone });
  };
  return (
    <form className={styles.rollForm} onSubmit={save} aria-label="Correct the film data">
      <TextField label="Brand" value={brand} maxLength={100} required onChange={(e) => setBrand(e.target.value)} />
      <TextField label="Film" value={model} maxLength={100} required onChange={(e) => setModel(e.target.value)} />
      <Select
        label="Format"
        value={format}
        options={withCurrent(FILM_FORMATS, roll.format)}
        onChange={(e) => setFormat(e.target.value)}
      />
      <Select
        label="Process"
        value={process}
        options={withCurrent(processOptions, roll.process)}
        onChange={(e) => setProcess(e.target.value)}
      />
      {update.error && (
        <p role="alert" className={styles.labelError}>
          {update.error.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="ink" loading={update.isPending}>
          Save film data
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
