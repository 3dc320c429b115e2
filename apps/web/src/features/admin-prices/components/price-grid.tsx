// A price list as a grid: every service per tier column, every plan's fee and credits per period, and
// every print size per tier column.
// Read-only for the list in force; on a draft each cell is a field (dollars, or credits: a number or
// "unlimited"), and Save sends the cells that changed (grid-cells.ts).
import type { PriceListEntries, UpdatePriceListBody } from '@filmlab/api';
import {
  CREDIT_KINDS,
  CREDIT_TERMS,
  PLANS,
  PRICED_SERVICES,
  TIER_COLUMNS,
  creditsText,
  formatCents,
  type CreditKind,
  type TierColumn,
} from '@filmlab/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import {
  FEE_PLANS,
  cellIsValid,
  cellsOf,
  changedCells,
  creditKey,
  editsOf,
  planKey,
  printKey,
  printSizesOf,
  serviceKey,
} from './grid-cells';
import styles from './prices.module.css';

const tierLabel = (tier: TierColumn) => (tier === 'NON_MEMBER' ? 'Non-member' : PLANS[tier].label);
const CREDIT_LABELS: Readonly<Record<CreditKind, string>> = {
  devScan: 'Dev + Scan credits',
  scan4K: '4K credits',
  rush: 'Rush credits',
  proScan: 'Pro scan credits',
};

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
  const cell = (key: string, label: string, shown: ReactNode) =>
    editable ? (
      <input
        className={styles.cell}
        inputMode={key.startsWith('credits.') ? 'text' : 'decimal'}
        aria-label={label}
        aria-invalid={!cellIsValid(key, cells[key] ?? '')}
        value={cells[key] ?? ''}
        onChange={(event) => setCells({ ...cells, [key]: event.target.value })}
      />
    ) : (
      shown
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (edits && onSave) onSave(edits);
  };
  const changed = edits ? changedCells(edits) : 0;
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
                  {cell(serviceKey(key, tier), `${label}, ${tierLabel(tier)}`, formatCents(entries.prices[key]![tier]))}
                </NumericCell>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Table aria-label={`${caption}: plan fees and credits`}>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <NumericHeader scope="col">Fee</NumericHeader>
            {CREDIT_KINDS.map((kind) => (
              <NumericHeader key={kind} scope="col">
                {CREDIT_LABELS[kind]}
              </NumericHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEE_PLANS.map((planId) => (
            <tr key={planId}>
              <th scope="row">{PLANS[planId].label}</th>
              <NumericCell>
                {cell(planKey(planId), `${PLANS[planId].label} fee`, formatCents(entries.plans[planId]!.price))}
              </NumericCell>
              {CREDIT_KINDS.map((kind) => (
                <NumericCell key={kind}>
                  {cell(
                    creditKey(planId, kind),
                    `${PLANS[planId].label} ${CREDIT_LABELS[kind]}`,
                    creditsText(entries.plans[planId]![CREDIT_TERMS[kind]]),
                  )}
                </NumericCell>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Table aria-label={`${caption}: print sizes`}>
        <thead>
          <tr>
            <th scope="col">Print size</th>
            {TIER_COLUMNS.map((tier) => (
              <NumericHeader key={tier} scope="col">
                {tierLabel(tier)}
              </NumericHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {printSizesOf(entries).map((size) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              {TIER_COLUMNS.map((tier) => (
                <NumericCell key={tier}>
                  {cell(
                    printKey(size, tier),
                    `${size} print, ${tierLabel(tier)}`,
                    formatCents(entries.printSizes![size]![tier]),
                  )}
                </NumericCell>
              ))}
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
          {!edits
            ? 'Every price must be an amount, like 18.99, and every credit a number or “unlimited”.'
            : changed > 0
              ? `${changed} unsaved change(s)`
              : ''}
        </span>
      </div>
    </form>
  );
}
