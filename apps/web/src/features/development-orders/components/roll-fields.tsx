// The choices of one roll (film stock, format, process, push/pull, scans, sleeving, add-ons, notes),
// controlled: the customer's draft (roll-editor.tsx) and staff adding a roll to an order share it.
import { FILM_FORMATS, FILM_PROCESSES, PUSH_PULL_STOPS, SCAN_SIZES, SLEEVING_OPTIONS, isOneOf } from '@filmlab/domain';
import type { DraftRoll } from '../../../lib/development-draft-store';
import { Checkbox } from '../../../ui/checkbox';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import styles from './orders.module.css';
import { StockSearch } from './stock-search';

export type RollChoices = Omit<DraftRoll, 'key'>;

export const SCAN_QUALITY_LABELS: Readonly<Record<(typeof SCAN_SIZES)[number], string>> = {
  STANDARD_2K: '2K scans',
  STANDARD_4K: '4K scans',
  STANDARD_4K_PRE_SCAN: '4K pre-scan',
  PRO: 'Pro scans',
};

const stopsLabel = (stops: number) => (stops === 0 ? 'Box speed' : stops > 0 ? `Push +${stops}` : `Pull ${stops}`);

/** Every choice of a roll, labelled; `change` gets each change as it is made. */
export function RollFields({
  roll,
  index,
  change,
}: {
  roll: RollChoices;
  index: number;
  change: (changes: Partial<RollChoices>) => void;
}) {
  const film = [roll.brand, roll.model].filter(Boolean).join(' ');
  return (
    <>
      <StockSearch
        value={film}
        onText={(text) => change({ brand: '', model: text })}
        onPick={(stock) =>
          change({
            brand: stock.brand,
            model: stock.model,
            process: stock.process,
            format: isOneOf(stock.formats, roll.format) ? roll.format : (stock.formats[0] ?? roll.format),
          })
        }
        label={`Film stock of roll ${index + 1}`}
      />
      <div className={styles.choices}>
        <Select
          label="Format"
          value={roll.format}
          options={FILM_FORMATS}
          onChange={(event) => change({ format: event.currentTarget.value as DraftRoll['format'] })}
        />
        <Select
          label="Process"
          value={roll.process}
          options={FILM_PROCESSES.map((value) => ({ value, label: value }))}
          onChange={(event) => change({ process: event.currentTarget.value as DraftRoll['process'] })}
        />
        <Select
          label="Push / pull"
          value={String(roll.pushPull ?? 0)}
          options={PUSH_PULL_STOPS.map((stops) => ({ value: String(stops), label: stopsLabel(stops) }))}
          onChange={(event) => change({ pushPull: Number(event.currentTarget.value) as DraftRoll['pushPull'] })}
        />
        <Select
          label="Scans"
          value={roll.scanQuality ?? 'STANDARD_2K'}
          options={SCAN_SIZES.map((value) => ({ value, label: SCAN_QUALITY_LABELS[value] }))}
          onChange={(event) => change({ scanQuality: event.currentTarget.value as DraftRoll['scanQuality'] })}
        />
        <Select
          label="Sleeving"
          value={roll.sleeving ?? 'NONE'}
          options={SLEEVING_OPTIONS}
          onChange={(event) => change({ sleeving: event.currentTarget.value as DraftRoll['sleeving'] })}
        />
      </div>
      <div className={styles.checks}>
        <Checkbox
          label="Cross process"
          checked={!!roll.crossProcess}
          onChange={(e) => change({ crossProcess: e.currentTarget.checked })}
        />
        <Checkbox label="Rush" checked={!!roll.rush} onChange={(e) => change({ rush: e.currentTarget.checked })} />
        <Checkbox
          label="4x6 prints"
          checked={!!roll.prints}
          onChange={(e) => change({ prints: e.currentTarget.checked })}
        />
        <Checkbox
          label="Return negatives to me"
          checked={!!roll.returnToCustomer}
          onChange={(e) => change({ returnToCustomer: e.currentTarget.checked })}
        />
      </div>
      <TextField
        label="Scan notes"
        optional
        value={roll.notes}
        maxLength={2000}
        onChange={(event) => change({ notes: event.currentTarget.value })}
      />
    </>
  );
}
