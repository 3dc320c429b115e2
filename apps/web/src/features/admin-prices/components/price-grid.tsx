// A price list as a grid: every service per tier column, and every plan's fee. Read-only for the
// list in force; on a draft each cell is a field (dollars), and Save sends the cells that changed.
import type { PriceListEntries, UpdatePriceListBody } from '@filmlab/api';
import {
  PLANS,
  PLAN_IDS,
  PRICED_SERVICES,
  TIER_COLUMNS,
  formatCents,
  type PlanId,
  type TierColumn,
} from '@filmlab/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import styles from './prices.module.css';

const tierLabel = (tier: TierColumn) => (tier === 'NON_MEMBER' ? 'Non-member' : PLANS[tier].label);
const FEE_PLANS = PLAN_IDS.filter((id): id is Exclude<PlanId, 'NON_MEMBER'> => id !== 'NON_MEMBER');

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** '18.99' or '$18' as cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

type Cells = Record<string, string>;
const serviceKey = (service: string, tier: TierColumn) => `${service}.${tier}`;
const planKey = (planId: PlanId) => `plan.${planId}`;

function cellsOf(entries: PriceListEntries): Cells {
  const cells: Cells = {};
  for (const { key } of PRICED_SERVICES)
    for (const tier of TIER_COLUMNS) cells[serviceKey(key, tier)] = dollars(entries.prices[key]![tier]);
  for (const planId of FEE_PLANS) cells[planKey(planId)] = dollars(entries.plans[planId]!.price);
  return cells;
}

/** The body that changes what differs between the cells and the list; null while a cell is not an amount. */
export function editsOf(entries: PriceListEntries, cells: Cells): UpdatePriceListBody | null {
  const prices: NonNullable<UpdatePriceListBody['prices']> = [];
  const plans: NonNullable<UpdatePriceListBody['plans']> = [];
  for (const { key } of PRICED_SERVICES) {
    for (const tier of TIER_COLUMNS) {
      const cents = centsOf(cells[serviceKey(key, tier)] ?? '');
      if (cents === null) return null;
      if (cents !== entries.prices[key]![tier]) prices.push({ service: key, tier, cents });
    }
  }
  for (const planId of FEE_PLANS) {
    const cents = centsOf(cells[planKey(planId)] ?? '');
    if (cents === null) return null;
    if (cents !== entries.plans[planId]!.price) plans.push({ planId, price: cents });
  }
  return { prices, plans };
}

interface Props {
  entries: PriceListEntries;
  /** Given on a draft: the cells become fields and Save sends the changes. */
  onSave?: (body: UpdatePriceListBody) => void;
  saving?: boolean;
  caption: string;
}

export function PriceGrid({ entries, onSave, saving = false, caption }: Props) {
  const [cells, setCells] = useState(() => cellsOf(entries));
  const editable = onSave !== undefined;
  const edits = editable ? editsOf(entries, cells) : null;
  const cell = (key: string, label: string, cents: number) =>
    editable ? (
      <input
        className={styles.cell}
        inputMode="decimal"
        aria-label={label}
        aria-invalid={centsOf(cells[key] ?? '') === null}
        value={cells[key] ?? ''}
        onChange={(event) => setCells({ ...cells, [key]: event.target.value })}
      />
    ) : (
      formatCents(cents)
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (edits && onSave) onSave(edits);
  };
  const changed = edits ? edits.prices!.length + edits.plans!.length : 0;
  const grid = (
    <>
      <Table aria-label={`${caption}: services`}>
        <thead>
          <tr>
            <th scope="col">Service</th>
            {TIER_COLUMNS.map((tier) => (
              <NumericHeader key={tier} scope="col">
                {tierLabel(tier)}
              </NumericHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {PRICED_SERVICES.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {TIER_COLUMNS.map((tier) => (
                <NumericCell key={tier}>
                  {cell(serviceKey(key, tier), `${label}, ${tierLabel(tier)}`, entries.prices[key]![tier])}
                </NumericCell>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Table aria-label={`${caption}: plan fees`}>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <NumericHeader scope="col">Fee</NumericHeader>
          </tr>
        </thead>
        <tbody>
          {FEE_PLANS.map((planId) => (
            <tr key={planId}>
              <th scope="row">{PLANS[planId].label}</th>
              <NumericCell>
                {cell(planKey(planId), `${PLANS[planId].label} fee`, entries.plans[planId]!.price)}
              </NumericCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
  if (!editable) return grid;
  return (
    <form className={styles.section} onSubmit={onSubmit} aria-label={caption}>
      {grid}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={saving} disabled={!edits || changed === 0}>
          Save changes
        </Button>
        <span role="status">
          {!edits ? 'Every price must be an amount, like 18.99.' : changed > 0 ? `${changed} unsaved change(s)` : ''}
        </span>
      </div>
    </form>
  );
}
