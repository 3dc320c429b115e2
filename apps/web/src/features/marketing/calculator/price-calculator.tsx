import {
  CALCULATOR_ADD_ONS,
  CALCULATOR_ROWS,
  calculatePrices,
  clampServiceCount,
  formatCents,
  initialCalculatorState,
  normalizeRolls,
  setRollsPerYear,
  setServiceCount,
  toggleAddOn,
  typedCount,
  type CalculatorAddOnKey,
  type CalculatorState,
  type PriceList,
} from '@filmlab/domain';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Chip } from '../../../ui/chip';
import styles from './price-calculator.module.css';

/**
 * The price calculator of spec 2.9. Every figure comes from the domain's calculatePrices on the
 * lab's price list (`prices`, the defaults when absent); this component only keeps the inputs and
 * renders the comparison table.
 */
export function PriceCalculator({ prices }: { prices?: PriceList } = {}) {
  const [state, setState] = useState<CalculatorState>(() => initialCalculatorState());
  // A field being typed in shows what typedCount makes of the text (blank stays blank, no leading
  // zero: a cleared field typed 12 shows 12); the others show the state. Blur drops the draft.
  const [rollsText, setRollsText] = useState<string | null>(null);
  const [countTexts, setCountTexts] = useState<Partial<Record<CalculatorAddOnKey, string>>>({});
  const result = useMemo(() => calculatePrices({ ...state, ...(prices ? { prices } : {}) }), [state, prices]);
  const rollsId = useId();

  const onRollsChange = (text: string) => {
    const typed = typedCount(text);
    setRollsText(typed.text);
    // Counts above the new roll count come down with it; their fields show the state again.
    setCountTexts({});
    setState((current) => setRollsPerYear(current, typed.count));
  };

  const stepRolls = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = normalizeRolls(state.rolls + step);
    onRollsChange(String(next));
  };

  const onCount = (key: CalculatorAddOnKey, count: number) => {
    setCountTexts(({ [key]: _typed, ...others }) => others);
    setState((current) => setServiceCount(current, key, count));
  };

  const onCountTyped = (key: CalculatorAddOnKey, text: string) => {
    const typed = typedCount(text, state.rolls);
    setCountTexts((texts) => ({ ...texts, [key]: typed.text }));
    setState((current) => setServiceCount(current, key, typed.count));
  };

  const stepCount = (key: CalculatorAddOnKey, event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const current = clampServiceCount(state.addOns[key].count, state.rolls);
    onCount(key, current + step);
  };

  return (
    <section id="price-calculator" className={styles.calculator} aria-labelledby={`${rollsId}-title`}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Price Calculator</p>
        <h2 id={`${rollsId}-title`} className={styles.title}>
          What a year of film costs you
        </h2>
        <p className={styles.lead}>
          Tell us how much you shoot and what you add to your rolls. We compare paying per roll with each membership.
        </p>
      </div>

      <div className={styles.inputs}>
        <div className={styles.rolls}>
          <label htmlFor={rollsId} className={styles.rollsLabel}>
            How many rolls do you shoot per year?
          </label>
          <input
            id={rollsId}
            className={styles.rollsInput}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={rollsText ?? String(state.rolls)}
            onChange={(event) => onRollsChange(event.target.value)}
            onKeyDown={stepRolls}
            onBlur={() => setRollsText(null)}
          />
        </div>

        <fieldset className={styles.addOns}>
          <legend className={styles.legend}>Add-ons</legend>
          {CALCULATOR_ADD_ONS.map((addOn) => {
            const selection = state.addOns[addOn.key];
            const count = selection.checked ? clampServiceCount(selection.count, state.rolls) : 0;
            const checkboxId = `${rollsId}-${addOn.key}`;
            return (
              <div
                key={addOn.key}
                className={[styles.addOn, addOn.hiddenOnMobile ? styles.hiddenOnMobile : ''].filter(Boolean).join(' ')}
              >
                <input
                  id={checkboxId}
                  type="checkbox"
                  className={styles.checkbox}
                  checked={selection.checked}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setCountTexts(({ [addOn.key]: _typed, ...others }) => others);
                    setState((current) => toggleAddOn(current, addOn.key, checked));
                  }}
                />
                <label htmlFor={checkboxId} className={styles.addOnLabel}>
                  {addOn.label}
                </label>
                <input
                  type="number"
                  inputMode="numeric"
                  className={styles.countInput}
                  aria-label={`${addOn.label} rolls`}
                  min={0}
                  max={result.rolls}
                  step={1}
                  value={countTexts[addOn.key] ?? String(count)}
                  disabled={!selection.checked}
                  onChange={(event) => onCountTyped(addOn.key, event.target.value)}
                  onKeyDown={(event) => stepCount(addOn.key, event)}
                  onBlur={() => setCountTexts(({ [addOn.key]: _typed, ...others }) => others)}
                />
                <span className={styles.countUnit} aria-hidden="true">
                  rolls
                </span>
              </div>
            );
          })}
        </fieldset>
      </div>

      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
      <div className={styles.tableWrap} role="region" aria-label="Yearly cost comparison" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            Yearly cost for {result.rolls} rolls, on demand and with each membership
          </caption>
          <thead>
            <tr>
              <td />
              {result.columns.map((column) => (
                <th
                  key={column.planId}
                  scope="col"
                  className={column.best ? styles.bestHeader : undefined}
                  data-plan={column.planId}
                >
                  <span className={styles.columnLabel}>{column.label}</span>
                  {column.best && (
                    <span className={styles.bestChip}>
                      <Chip tone="accent">Best plan</Chip>
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CALCULATOR_ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {result.columns.map((column) => (
                  <td
                    key={column.planId}
                    className={[styles.money, column.best ? styles.best : ''].filter(Boolean).join(' ')}
                  >
                    {formatCents(column.rows[row.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">TOTAL</th>
              {result.columns.map((column) => (
                <td
                  key={column.planId}
                  className={[styles.money, styles.total, column.best ? styles.best : ''].filter(Boolean).join(' ')}
                  data-plan={column.planId}
                >
                  <span className={styles.totalFigure}>{formatCents(column.total)}</span>
                  <span className={styles.perRoll}>
                    {column.perRoll === null ? '—' : `${formatCents(column.perRoll)} / roll`}
                  </span>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
