// Staff adjust an order when the film that arrived differs from the order (admin summary): add a
// roll, change a roll's film stock, format or process, or remove a roll that never arrived. The
// server re-prices the order; a paid order that grew is invoiced the difference.
import type { DevelopmentOrder } from '@filmlab/api';
import { FILM_FORMATS, FILM_PROCESSES, formatCents, rollChangeProblem, rollRemovalProblem } from '@filmlab/domain';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { useAdjustOrder, type Adjustment } from '../api/adjustments';
import styles from './orders.module.css';
import { RollFields, type RollChoices } from './roll-fields';
import { StockSearch } from './stock-search';

type Film = Pick<RollChoices, 'brand' | 'model' | 'format' | 'process'>;

const BLANK_ROLL: RollChoices = {
  brand: '',
  model: '',
  format: '35mm',
  process: 'C-41',
  crossProcess: false,
  pushPull: 0,
  scanQuality: 'STANDARD_2K',
  rush: false,
  sleeving: 'NONE',
  prints: false,
  returnToCustomer: false,
  notes: '',
};

const filmOf = (roll: { brand: string; model: string }) => [roll.brand, roll.model].filter(Boolean).join(' ');

/** What the last adjustment asks of the customer, in words. */
function outcome(adjustment: { balance: 'even' | 'due' | 'refund'; balanceCents: number }, total: number) {
  if (adjustment.balance === 'due') {
    return `Re-priced. The customer was sent an invoice for the difference of ${formatCents(adjustment.balanceCents)}.`;
  }
  if (adjustment.balance === 'refund') {
    return `Re-priced. The customer paid ${formatCents(adjustment.balanceCents)} more than the new total: refund it to them.`;
  }
  return `Re-priced. The total is now ${formatCents(total)}.`;
}

export function AdjustOrder({ userId, summary }: { userId: number; summary: DevelopmentOrder }) {
  const adjust = useAdjustOrder(userId, summary.order.id);
  const [adding, setAdding] = useState<RollChoices | null>(null);
  const [editing, setEditing] = useState<(Film & { rollId: number }) | null>(null);
  const { rolls } = summary;
  if (summary.order.status === 'CANCELED' || summary.order.status === 'COMPLETE') return null;

  const run = (adjustment: Adjustment, after: () => void) => adjust.mutate(adjustment, { onSuccess: after });
  const addRoll = (event: FormEvent) => {
    event.preventDefault();
    if (!adding) return;
    const roll = { ...adding, brand: adding.brand || null, notes: adding.notes || null };
    run({ kind: 'add', roll }, () => setAdding(null));
  };
  const saveFilm = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const { rollId, ...film } = editing;
    run({ kind: 'change', rollId, film: { ...film, brand: film.brand || null } }, () => setEditing(null));
  };

  return (
    <section className={styles.section} aria-labelledby="adjust-title">
      <h2 id="adjust-title" className={styles.sectionTitle}>
        Adjust order
      </h2>
      <p className={styles.muted}>
        When the film that arrived differs from the order. The order is priced again; if it was paid, the customer is
        e-mailed an invoice for the difference.
      </p>
      <ul className={styles.lines}>
        {rolls.map((roll, index) => (
          <li key={roll.id}>
            Roll {index + 1}: {filmOf(roll)} · {roll.format} · {roll.process}{' '}
            {rollChangeProblem(roll.status) === null && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Change the film of roll ${index + 1}`}
                onClick={() =>
                  setEditing({
                    rollId: roll.id,
                    brand: roll.brand,
                    model: roll.model,
                    format: roll.format as Film['format'],
                    process: roll.process as Film['process'],
                  })
                }
              >
                Change film
              </Button>
            )}{' '}
            {rollRemovalProblem(roll.status, rolls.length) === null && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove roll ${index + 1}, it never arrived`}
                onClick={() => run({ kind: 'remove', rollId: roll.id }, () => undefined)}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editing && (
        <form onSubmit={saveFilm} aria-label="Change film">
          <StockSearch
            value={filmOf(editing)}
            label="Film stock as it arrived"
            onText={(text) => setEditing({ ...editing, brand: '', model: text })}
            onPick={(stock) =>
              setEditing({ ...editing, brand: stock.brand, model: stock.model, process: stock.process })
            }
          />
          <Select
            label="Format"
            value={editing.format}
            options={FILM_FORMATS}
            onChange={(event) => setEditing({ ...editing, format: event.currentTarget.value as Film['format'] })}
          />
          <Select
            label="Process"
            value={editing.process}
            options={FILM_PROCESSES.map((value) => ({ value, label: value }))}
            onChange={(event) => setEditing({ ...editing, process: event.currentTarget.value as Film['process'] })}
          />
          <div className={styles.rollActions}>
            <Button type="submit" variant="primary" disabled={adjust.isPending || !editing.model.trim()}>
              Save film
            </Button>
            <Button variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {adding ? (
        <form onSubmit={addRoll} aria-label="Add a roll">
          <fieldset className={styles.roll}>
            <legend className={styles.rollTitle}>Roll {rolls.length + 1}</legend>
            <RollFields roll={adding} index={rolls.length} change={(changes) => setAdding({ ...adding, ...changes })} />
          </fieldset>
          <div className={styles.rollActions}>
            <Button type="submit" variant="primary" disabled={adjust.isPending || !adding.model.trim()}>
              Add roll to order
            </Button>
            <Button variant="ghost" onClick={() => setAdding(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(BLANK_ROLL)}>
          Add a roll
        </Button>
      )}
      {adjust.data && !adjust.isPending && (
        <Alert tone="success">{outcome(adjust.data.adjustment, adjust.data.order.order.total)}</Alert>
      )}
      {adjust.error && (
        <Alert tone="danger">{adjust.error instanceof ApiError ? adjust.error.message : 'That did not work.'}</Alert>
      )}
    </section>
  );
}
