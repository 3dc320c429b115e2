import { describe, expect, it } from 'vitest';
import { FILM_FORMAT_VALUES, FILM_PROCESSES } from './development-order.js';
import { FILM_STOCKS, filmStockName } from './film-stocks.js';
import { PLAN_IDS } from './plan-ids.js';
import { defaultNegativesAction, rollDefaults } from './roll-defaults.js';

describe('rollDefaults (sections 3 and 6)', () => {
  it.each(PLAN_IDS.map((planId) => [planId]))('%s', (planId) => {
    const defaults = rollDefaults({ planId, active: true, preferences: {} });
    const higher = ['VERY_NICE_2023', 'SUPER_NICE_2023', 'VERY_NICE_2025', 'SUPER_NICE_2025'].includes(planId);
    expect(defaults.scanQuality).toBe(higher ? 'STANDARD_4K_PRE_SCAN' : 'STANDARD_2K');
    // Rush by default only where the plan includes it.
    expect(defaults.rush).toBe(planId === 'SUPER_NICE_2025' || planId === 'SUPER_NICE_2023');
  });

  it('a lapsed higher-tier member gets the non-member defaults', () => {
    expect(rollDefaults({ planId: 'SUPER_NICE_2025', active: false, preferences: {} })).toMatchObject({
      scanQuality: 'STANDARD_2K',
      rush: false,
    });
  });

  it('saved preferences fill the choices; bad stored values fall back', () => {
    const preferences = {
      'default-sleeving': 'CUT',
      'default-rush': true,
      'default-4x6-prints': true,
      'default-add-return-shipping': true,
      'default-scan-notes': 'warm please',
      'default-negatives-action-option': 'SHIP_BACK',
    };
    expect(rollDefaults({ planId: 'NICE_2025', active: true, preferences })).toMatchObject({
      sleeving: 'CUT',
      rush: true,
      prints: true,
      returnToCustomer: true,
      notes: 'warm please',
    });
    expect(defaultNegativesAction(preferences)).toBe('SHIP_BACK');
    expect(rollDefaults({ planId: 'NICE_2025', active: true, preferences: { 'default-sleeving': 'X' } }).sleeving).toBe(
      'NONE',
    );
    expect(defaultNegativesAction({ 'default-negatives-action-option': 'BURN' })).toBeNull();
  });
});

describe('FILM_STOCKS', () => {
  it('names are unique and every stock has known formats, a known process and an ISO', () => {
    const names = FILM_STOCKS.map(filmStockName);
    expect(new Set(names).size).toBe(names.length);
    for (const stock of FILM_STOCKS) {
      expect(stock.formats.length).toBeGreaterThan(0);
      for (const format of stock.formats) expect(FILM_FORMAT_VALUES).toContain(format);
      expect(FILM_PROCESSES).toContain(stock.process);
      expect(stock.iso).toBeGreaterThan(0);
    }
  });

  it('covers each process', () => {
    for (const process of FILM_PROCESSES) expect(FILM_STOCKS.some((stock) => stock.process === process)).toBe(true);
  });
});
