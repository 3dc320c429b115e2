// The local default's sales-tax rates, percent. A lab edits this table (or sets TAX_SERVICE_URL).
// State-wide base rates, and combined state + local rates for the zip prefixes listed below them.

// prettier-ignore
export const STATE_RATES: Readonly<Record<string, number>> = {
  AL: 4, AK: 0, AZ: 5.6, AR: 6.5, CA: 7.25, CO: 2.9, CT: 6.35, DE: 0, DC: 6, FL: 6, GA: 4, HI: 4, ID: 6,
  IL: 6.25, IN: 7, IA: 6, KS: 6.5, KY: 6, LA: 5, ME: 5.5, MD: 6, MA: 6.25, MI: 6, MN: 6.875, MS: 7,
  MO: 4.225, MT: 0, NE: 5.5, NV: 6.85, NH: 0, NJ: 6.625, NM: 4.875, NY: 8, NC: 4.75, ND: 5, OH: 5.75,
  OK: 4.5, OR: 0, PA: 6, RI: 7, SC: 6, SD: 4.2, TN: 7, TX: 6.25, UT: 6.1, VT: 6, VA: 5.3, WA: 6.5, WV: 6,
  WI: 5, WY: 4, PR: 11.5,
};

/** New York City: Manhattan, Staten Island, the Bronx, Brooklyn and Queens. */
export const NYC_RATE = 8.875;
const NYC_ZIP_PREFIXES = ['100', '101', '102', '103', '104', '111', '112', '113', '114', '116'];

/** [state, zip prefix, combined rate]: the longest matching prefix wins. */
export const ZIP_RATES: ReadonlyArray<readonly [string, string, number]> = [
  ...NYC_ZIP_PREFIXES.map((prefix) => ['NY', prefix, NYC_RATE] as const),
  ['NY', '115', 8.625], // Nassau County
  ['NY', '105', 8.375], // Westchester
  ['IL', '606', 10.25], // Chicago
  ['CA', '900', 9.5], // Los Angeles
  ['CA', '941', 8.625], // San Francisco
  ['WA', '981', 10.35], // Seattle
  ['PA', '191', 8], // Philadelphia
];

/** The table's rate for a state and zip, or undefined for a state it does not know. */
export function tableRate(state: string, zip: string): number | undefined {
  const code = state.trim().toUpperCase();
  const digits = zip.trim().slice(0, 5);
  let best: { length: number; rate: number } | undefined;
  for (const [s, prefix, rate] of ZIP_RATES) {
    if (s === code && digits.startsWith(prefix) && prefix.length > (best?.length ?? 0)) {
      best = { length: prefix.length, rate };
    }
  }
  return best?.rate ?? STATE_RATES[code];
}
