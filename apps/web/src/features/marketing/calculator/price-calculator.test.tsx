import {
  CALCULATOR_COLUMNS,
  DEFAULT_PRICE_LIST,
  applyPriceEdits,
  calculatePrices,
  formatCents,
  type CalculatorInput,
} from '@filmlab/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PriceCalculator } from './price-calculator';

// The UI must show exactly what the domain computes; the arithmetic itself is tested in packages/domain.
function totals() {
  const row = screen.getByRole('rowheader', { name: 'TOTAL' }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

function expectTable(input: CalculatorInput) {
  const result = calculatePrices(input);
  const shown = totals();
  result.columns.forEach((column, index) => {
    expect(shown[index]).toContain(formatCents(column.total));
    if (column.perRoll !== null) expect(shown[index]).toContain(`${formatCents(column.perRoll)} / roll`);
  });
  const best = result.columns.find((column) => column.best)!;
  const header = screen.getByRole('columnheader', { name: /Best plan/ });
  expect(header).toHaveTextContent(best.label);
}

const rollsField = () => screen.getByLabelText('How many rolls do you shoot per year?');

describe('PriceCalculator', () => {
  it('starts at 20 rolls with nothing checked and every row of spec 2.9', () => {
    render(<PriceCalculator />);
    expect(rollsField()).toHaveValue(20);
    for (const label of [
      'Membership Fee',
      'Dev + Scan',
      'Rush',
      '4K Scans',
      'Pro Scans',
      'Sleeving',
      'Prints',
      'TOTAL',
    ])
      expect(screen.getByRole('rowheader', { name: label })).toBeInTheDocument();
    for (const column of CALCULATOR_COLUMNS)
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${column.label}`) })).toBeInTheDocument();
    for (const label of ['Cut Sleeving', 'Uncut Sleeving', 'Rush', 'Prints', '4K Scans', 'Pro Scans']) {
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
      expect(screen.getByRole('spinbutton', { name: `${label} rolls` })).toBeDisabled();
    }
    expectTable({ rolls: 20 });
  });

  it('recomputes when the rolls change, including 0 rolls', async () => {
    const user = userEvent.setup();
    render(<PriceCalculator />);
    await user.clear(rollsField());
    await user.type(rollsField(), '150');
    expectTable({ rolls: 150 });
    await user.clear(rollsField());
    expectTable({ rolls: 0 });
    expect(totals()[0]).toContain('—');
  });

  it('checking an add-on applies it to every roll and unchecks its exclusive partner', async () => {
    const user = userEvent.setup();
    render(<PriceCalculator />);
    await user.click(screen.getByRole('checkbox', { name: '4K Scans' }));
    expect(screen.getByRole('spinbutton', { name: '4K Scans rolls' })).toHaveValue(20);
    expect(screen.getByRole('spinbutton', { name: '4K Scans rolls' })).toBeEnabled();
    expectTable({ rolls: 20, addOns: { scans4K: { checked: true, count: 20 } } });

    await user.click(screen.getByRole('checkbox', { name: 'Pro Scans' }));
    expect(screen.getByRole('checkbox', { name: '4K Scans' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: '4K Scans rolls' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: '4K Scans rolls' })).toBeDisabled();
    expectTable({ rolls: 20, addOns: { proScans: { checked: true, count: 20 } } });

    await user.click(screen.getByRole('checkbox', { name: 'Cut Sleeving' }));
    await user.click(screen.getByRole('checkbox', { name: 'Uncut Sleeving' }));
    expect(screen.getByRole('checkbox', { name: 'Cut Sleeving' })).not.toBeChecked();
  });

  it('steps counts with the arrow keys and keeps them between 0 and the rolls', async () => {
    const user = userEvent.setup();
    render(<PriceCalculator />);
    await user.click(screen.getByRole('checkbox', { name: 'Rush' }));
    const rush = screen.getByRole('spinbutton', { name: 'Rush rolls' });
    rush.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(rush).toHaveValue(17);
    expectTable({ rolls: 20, addOns: { rush: { checked: true, count: 17 } } });
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(rush).toHaveValue(20);

    await user.clear(rush);
    await user.type(rush, '999');
    expect(rush).toHaveValue(20);

    await user.click(screen.getByRole('checkbox', { name: 'Rush' }));
    expect(rush).toHaveValue(0);
    expect(rush).toBeDisabled();
    expectTable({ rolls: 20 });
  });

  it('shows 12 when a cleared count gets 12 typed, and keeps it within the rolls', async () => {
    const user = userEvent.setup();
    render(<PriceCalculator />);
    await user.click(screen.getByRole('checkbox', { name: 'Prints' }));
    const prints = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Prints rolls' });
    await user.clear(prints);
    expect(prints.value).toBe('');
    expectTable({ rolls: 20, addOns: { prints: { checked: true, count: 0 } } });
    await user.type(prints, '12');
    expect(prints.value).toBe('12');
    expectTable({ rolls: 20, addOns: { prints: { checked: true, count: 12 } } });
    await user.type(prints, '3');
    expect(prints.value).toBe('20');

    // The same for the rolls field, and a lower roll count brings the prints down with it.
    const rolls = rollsField() as HTMLInputElement;
    await user.clear(rolls);
    await user.type(rolls, '012');
    expect(rolls.value).toBe('12');
    expect(prints.value).toBe('12');
    await user.clear(rolls);
    await user.type(rolls, '5');
    expect(prints.value).toBe('5');
    await user.tab();
    expect(prints.value).toBe('5');
  });

  it('marks the cheapest column as the best plan for heavy shooters', async () => {
    const user = userEvent.setup();
    render(<PriceCalculator />);
    await user.clear(rollsField());
    await user.type(rollsField(), '500');
    await user.click(screen.getByRole('checkbox', { name: 'Rush' }));
    expectTable({ rolls: 500, addOns: { rush: { checked: true, count: 500 } } });
    expect(screen.getAllByText('Best plan')).toHaveLength(1);
  });
});

describe('PriceCalculator on the lab’s price list', () => {
  it('shows the fees and prices of the list it is given', () => {
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [{ kind: 'plan', planId: 'NICE_2025', cents: 21999 }]);
    render(<PriceCalculator prices={list} />);
    const fee = screen.getByRole('rowheader', { name: /Membership Fee/i }).closest('tr')!;
    expect(within(fee).getByText('$219.99')).toBeInTheDocument();
  });
});
