import { describe, expect, it } from 'vitest';
import {
  billableRolls,
  bestColumnOf,
  calculatePrices,
  initialCalculatorState,
  setRollsPerYear,
  setServiceCount,
  toggleAddOn,
  type CalculatorResult,
} from './calculator.js';

// Every expected figure below is worked by hand from spec section 9, in cents:
//                 On Demand   Nice     Very Nice  Super Nice
// fee                     0   19999        99999      499999
// dev + scan           1799    1499         1199         999   credits 0 / 10 / 30 / 90
// rush                 1499     999          499           0   credits 0 / 3 / 30 / unlimited
// 4K scans             1199     999          299          99   credits 0 / 3 / 30 / 90
// pro scans            1999    1499          999         499   credits 0 / 0 / 3 / 9 (calculator-figures.ts; the plan grants 10)
// cut sleeving          199     199          199         199
// uncut sleeving         99      99           99           0   (calculator-figures.ts; the lab charges non-members 199)
// 4x6 prints           1199     999          999         999

const on = (count: number) => ({ checked: true, count });
type Totals = [number, number, number, number];

function totals(result: CalculatorResult): Totals {
  return result.columns.map((column) => column.total) as Totals;
}

function row(result: CalculatorResult, key: keyof CalculatorResult['columns'][number]['rows']) {
  return result.columns.map((column) => column.rows[key]);
}

describe('calculatePrices: worked cases', () => {
  it('1. the default 20 rolls, no add-ons', () => {
    // OD   20 * 1799 = 35980
    // Nice 19999 + (20 - 10) * 1499 = 19999 + 14990 = 34989
    // VN   99999 + 0 (20 < 30 credits) = 99999;  SN 499999 + 0 = 499999
    const result = calculatePrices();
    expect(result.rolls).toBe(20);
    expect(row(result, 'membershipFee')).toEqual([0, 19999, 99999, 499999]);
    expect(row(result, 'devScan')).toEqual([35980, 14990, 0, 0]);
    expect(totals(result)).toEqual([35980, 34989, 99999, 499999]);
    // per roll: 35980/20 = 1799; 34989/20 = 1749.45 -> 1749; 99999/20 = 4999.95 -> 5000; 499999/20 -> 25000
    expect(result.columns.map((column) => column.perRoll)).toEqual([1799, 1749, 5000, 25000]);
    expect(result.bestPlanId).toBe('NICE_2025');
    expect(result.columns.map((column) => column.best)).toEqual([false, true, false, false]);
  });

  it('2. 0 rolls: only the fees, no per-roll figure, counts forced to 0', () => {
    // Every usage row is 0 * price = 0, and a checked rush of 5 is clamped to the 0 rolls.
    const result = calculatePrices({ rolls: 0, addOns: { rush: on(5) } });
    expect(result.counts.rush).toBe(0);
    expect(totals(result)).toEqual([0, 19999, 99999, 499999]);
    expect(result.columns.map((column) => column.perRoll)).toEqual([null, null, null, null]);
    expect(result.bestPlanId).toBe('NON_MEMBER');
  });

  it('3. fewer rolls than credits: 8 rolls, rush and 4K on all 8', () => {
    // OD   dev 8*1799 = 14392, rush 8*1499 = 11992, 4K 8*1199 = 9592          -> 35976
    // Nice dev 0 (8 < 10), rush (8-3)*999 = 4995, 4K (8-3)*999 = 4995, +19999 -> 29989
    // VN   all within 30 credits -> 99999;  SN all within credits -> 499999
    const result = calculatePrices({ rolls: 8, addOns: { rush: on(8), scans4K: on(8) } });
    expect(row(result, 'devScan')).toEqual([14392, 0, 0, 0]);
    expect(row(result, 'rush')).toEqual([11992, 4995, 0, 0]);
    expect(row(result, 'scans4K')).toEqual([9592, 4995, 0, 0]);
    expect(totals(result)).toEqual([35976, 29989, 99999, 499999]);
    // 29989 / 8 = 3748.625 -> 3749
    expect(result.columns[1]?.perRoll).toBe(3749);
    expect(result.bestPlanId).toBe('NICE_2025');
  });

  it('4. more rolls than every credit: 120 rolls with rush, 4K, cut sleeving and prints on all', () => {
    // OD   dev 120*1799=215880 rush 120*1499=179880 4K 120*1199=143880 sleeve 120*199=23880 prints 120*1199=143880
    //      total 707400
    // Nice 19999 + dev 110*1499=164890 + rush 117*999=116883 + 4K 117*999=116883 + 23880 + prints 120*999=119880
    //      total 562415
    // VN   99999 + dev 90*1199=107910 + rush 90*499=44910 + 4K 90*299=26910 + 23880 + 119880 = 423489
    // SN   499999 + dev 30*999=29970 + rush 0 (unlimited) + 4K 30*99=2970 + 23880 + 119880 = 676699
    const result = calculatePrices({
      rolls: 120,
      addOns: { rush: on(120), scans4K: on(120), cutSleeving: on(120), prints: on(120) },
    });
    expect(row(result, 'devScan')).toEqual([215880, 164890, 107910, 29970]);
    expect(row(result, 'rush')).toEqual([179880, 116883, 44910, 0]);
    expect(row(result, 'scans4K')).toEqual([143880, 116883, 26910, 2970]);
    expect(row(result, 'sleeving')).toEqual([23880, 23880, 23880, 23880]);
    expect(row(result, 'prints')).toEqual([143880, 119880, 119880, 119880]);
    expect(totals(result)).toEqual([707400, 562415, 423489, 676699]);
    // 423489 / 120 = 3529.075 -> 3529
    expect(result.columns[2]?.perRoll).toBe(3529);
    expect(result.bestPlanId).toBe('VERY_NICE_2025');
  });

  it('5. Super Nice unlimited rush: 600 rolls, all rushed', () => {
    // dev: OD 600*1799=1079400; Nice 19999+590*1499=904409; VN 99999+570*1199=783429; SN 499999+510*999=1009489
    // rush: OD 600*1499=899400; Nice 597*999=596403; VN 570*499=284430; SN 0 (unlimited credits)
    // totals: 1978800, 1500812, 1067859, 1009489 -> Super Nice
    const result = calculatePrices({ rolls: 600, addOns: { rush: on(600) } });
    expect(row(result, 'rush')).toEqual([899400, 596403, 284430, 0]);
    expect(totals(result)).toEqual([1978800, 1500812, 1067859, 1009489]);
    expect(result.bestPlanId).toBe('SUPER_NICE_2025');
    expect(billableRolls(600, 'unlimited')).toBe(0);
    expect(billableRolls(600, 30)).toBe(570);
  });

  it('6. 4K and pro scans exclude each other, and each is priced with its own credits', () => {
    let state = toggleAddOn(initialCalculatorState(), 'scans4K', true);
    expect(state.addOns.scans4K).toEqual({ checked: true, count: 20 });
    state = toggleAddOn(state, 'proScans', true);
    expect(state.addOns.scans4K).toEqual({ checked: false, count: 0 });
    expect(state.addOns.proScans).toEqual({ checked: true, count: 20 });
    // Pro on 20: OD 20*1999=39980; Nice 20*1499=29980 (no credits); VN (20-3)*999=16983; SN (20-9)*499=5489
    // totals: 35980+39980=75960; 34989+29980=64969; 99999+16983=116982; 499999+5489=505488
    const pro = calculatePrices(state);
    expect(row(pro, 'proScans')).toEqual([39980, 29980, 16983, 5489]);
    expect(row(pro, 'scans4K')).toEqual([0, 0, 0, 0]);
    expect(totals(pro)).toEqual([75960, 64969, 116982, 505488]);

    state = toggleAddOn(state, 'scans4K', true);
    expect(state.addOns.proScans).toEqual({ checked: false, count: 0 });
    // 4K on 20: OD 20*1199=23980; Nice (20-3)*999=16983; VN and SN within credits -> 0
    // totals: 35980+23980=59960; 34989+16983=51972; 99999; 499999
    const fourK = calculatePrices(state);
    expect(row(fourK, 'scans4K')).toEqual([23980, 16983, 0, 0]);
    expect(totals(fourK)).toEqual([59960, 51972, 99999, 499999]);
  });

  it('7. cut and uncut sleeving exclude each other; the calculator shows uncut at 99 for non-members', () => {
    let state = toggleAddOn(initialCalculatorState(), 'cutSleeving', true);
    // Cut on 20: 20*199 = 3980 in every column
    expect(row(calculatePrices(state), 'sleeving')).toEqual([3980, 3980, 3980, 3980]);
    state = toggleAddOn(state, 'uncutSleeving', true);
    expect(state.addOns.cutSleeving).toEqual({ checked: false, count: 0 });
    // Uncut on 20: OD 20*99=1980 (the calculator's figure); Nice 20*99=1980; VN 1980; SN 0
    // totals: 35980+1980=37960; 34989+1980=36969; 99999+1980=101979; 499999
    const result = calculatePrices(state);
    expect(row(result, 'sleeving')).toEqual([1980, 1980, 1980, 0]);
    expect(totals(result)).toEqual([37960, 36969, 101979, 499999]);
  });

  it('8. a hand-made input with both of a pair checked is charged for the first listed only', () => {
    // Cut (listed first) wins over uncut; 4K (listed before pro) wins over pro.
    const result = calculatePrices({
      rolls: 20,
      addOns: { cutSleeving: on(20), uncutSleeving: on(20), scans4K: on(20), proScans: on(20) },
    });
    expect(result.counts).toMatchObject({ cutSleeving: 20, uncutSleeving: 0, scans4K: 20, proScans: 0 });
    expect(row(result, 'proScans')).toEqual([0, 0, 0, 0]);
  });

  it('9. counts above the rolls are clamped: prints 25 on 10 rolls', () => {
    // prints count 25 -> 10.
    // OD   dev 10*1799=17990 + prints 10*1199=11990 = 29980
    // Nice 19999 + dev 0 (10 credits) + prints 10*999=9990 = 29989
    // VN 99999+9990=109989; SN 499999+9990=509989 -> On Demand, cheaper than Nice by 9 cents
    const result = calculatePrices({ rolls: 10, addOns: { prints: on(25) } });
    expect(result.counts.prints).toBe(10);
    expect(totals(result)).toEqual([29980, 29989, 109989, 509989]);
    expect(result.bestPlanId).toBe('NON_MEMBER');

    const state = setServiceCount(toggleAddOn(initialCalculatorState(10), 'prints', true), 'prints', 25);
    expect(state.addOns.prints.count).toBe(10);
  });

  it('10. unchecking zeroes the count and removes the cost', () => {
    // Prints on 12 of 20: OD 12*1199 = 14388 -> 35980 + 14388 = 50368
    let state = setServiceCount(toggleAddOn(initialCalculatorState(), 'prints', true), 'prints', 12);
    expect(calculatePrices(state).columns[0]?.total).toBe(50368);
    state = toggleAddOn(state, 'prints', false);
    expect(state.addOns.prints).toEqual({ checked: false, count: 0 });
    expect(totals(calculatePrices(state))).toEqual([35980, 34989, 99999, 499999]);
    // An unchecked add-on with a stale count is not charged either.
    expect(calculatePrices({ rolls: 20, addOns: { prints: { checked: false, count: 12 } } }).counts.prints).toBe(0);
    // A count cannot be edited while unchecked.
    expect(setServiceCount(state, 'prints', 5)).toBe(state);
  });

  it('11. the calculator counts its own 9 Super Nice pro credits (the plan grants 10)', () => {
    // 40 rolls, pro on 40.
    // dev: OD 40*1799=71960; Nice 19999+30*1499=64969; VN 99999+10*1199=111989; SN 499999+0
    // pro: OD 40*1999=79960; Nice 40*1499=59960; VN (40-3)*999=36963; SN (40-9)*499=15469 (the plan's 10 would give 14970)
    // totals: 151920, 124929, 148952, 515468
    const result = calculatePrices({ rolls: 40, addOns: { proScans: on(40) } });
    expect(row(result, 'proScans')).toEqual([79960, 59960, 36963, 15469]);
    expect(totals(result)).toEqual([151920, 124929, 148952, 515468]);
    expect(result.bestPlanId).toBe('NICE_2025');
  });

  it('12. changing the rolls keeps the typed count and clamps it when priced', () => {
    const checked = toggleAddOn(initialCalculatorState(), 'rush', true); // rush on all 20
    const typedOne = setRollsPerYear(checked, 1);
    expect(calculatePrices(typedOne).counts.rush).toBe(1);
    const typedHundred = setRollsPerYear(typedOne, 100);
    expect(typedHundred.addOns.rush.count).toBe(20);
    // 100 rolls, rush 20: OD 100*1799 + 20*1499 = 179900 + 29980 = 209880
    expect(calculatePrices(typedHundred).columns[0]?.total).toBe(209880);
  });
});

describe('best plan by rolls per year (no add-ons)', () => {
  const cases: Array<[number, Totals, string]> = [
    // 5:   OD 5*1799=8995; Nice 19999+0; VN 99999; SN 499999
    [5, [8995, 19999, 99999, 499999], 'NON_MEMBER'],
    // 20:  see case 1
    [20, [35980, 34989, 99999, 499999], 'NICE_2025'],
    // 100: OD 179900; Nice 19999+90*1499=154909; VN 99999+70*1199=183929; SN 499999+10*999=509989
    [100, [179900, 154909, 183929, 509989], 'NICE_2025'],
    // 600: OD 1079400; Nice 19999+590*1499=904409; VN 99999+570*1199=783429; SN 499999+510*999=1009489
    [600, [1079400, 904409, 783429, 1009489], 'VERY_NICE_2025'],
  ];
  it.each(cases)('%i rolls', (rolls, expected, best) => {
    const result = calculatePrices({ rolls });
    expect(totals(result)).toEqual(expected);
    expect(result.bestPlanId).toBe(best);
  });

  it('a tie goes to the lower tier', () => {
    expect(
      bestColumnOf([
        { planId: 'NON_MEMBER', total: 100 },
        { planId: 'NICE_2025', total: 100 },
        { planId: 'VERY_NICE_2025', total: 100 },
        { planId: 'SUPER_NICE_2025', total: 100 },
      ]),
    ).toBe('NON_MEMBER');
    expect(
      bestColumnOf([
        { planId: 'NON_MEMBER', total: 200 },
        { planId: 'NICE_2025', total: 150 },
        { planId: 'VERY_NICE_2025', total: 150 },
        { planId: 'SUPER_NICE_2025', total: 300 },
      ]),
    ).toBe('NICE_2025');
  });
});
