// Where the spec gives two readings of one figure, the platform picks one here, once.
// Everything else (plans, prices, calculator, copy) imports these instead of repeating a number,
// so the two readings can never both reach a customer.

/**
 * Super Nice 2025 pro scan credits. The plan record says 10, the benefits list says 9.
 * The plan record is the data the lab bills from, and the benefit text reads this constant, so
 * what the plan lists is what is credited. The price calculator, a marketing estimate, shows its
 * own 9 (calculator-figures.ts), as section 9 quotes it.
 */
export const SUPER_NICE_PRO_SCAN_CREDITS = 10;

/**
 * Uncut sleeving for non-members, in cents. The plan data says 199, the calculator shows 99.
 * 199 is what the lab charges (the price table, orders); the calculator's own 99 lives in
 * calculator-figures.ts, as section 9 quotes it.
 */
export const NON_MEMBER_UNCUT_SLEEVING_PRICE = 199;

/**
 * Tax rate in percent used when tax calculation fails (section 8) and when an order has no stored
 * rate. The summary's 8.875 is the real NYC rate: it belongs in the tax rate table, not as a
 * default, so a customer never sees two different defaults for the same order.
 */
export const DEFAULT_TAX_RATE = 8.75;

/**
 * Nice 2023's yearly price, in cents. The plan record says 19999, its annual-cost benefit says
 * 9999. As with the pro scan credits, the record is what renewals bill, so the benefit text is
 * built from this same figure rather than carrying a second one.
 */
export const NICE_2023_PRICE = 19999;

// Readings without a number of their own:
// - The negatives-options copy (section 9) quotes $9.99 for shipping back and $2.99 for
//   non-member sleeving, which the price table does not charge. The copy is built from the price
//   table (see negatives-options.ts), for the same reason as the calculator: show what is charged.

/**
 * Spec 9 prices 4x6 prints per roll (the development add-on); the 4x6 print page sells single
 * frames. One print costs the roll price spread over a 36-exposure roll, so ordering every frame
 * of a roll one by one costs what the add-on costs.
 */
export const FRAMES_PER_ROLL_FOR_4X6_PRICE = 36;
