// The choices a new roll starts with (spec sections 3 and 6): the member's saved preferences, and
// for the higher tiers 4K pre-scans, plus rush where the plan includes it.
import type { DevelopmentRoll, FilmFormat, FilmProcess } from './development-order.js';
import { isOneOf, SLEEVING_VALUES } from './enums.js';
import { NEGATIVES_ACTIONS, type NegativesAction } from './negatives-options.js';
import { isHigherTier, type PlanId } from './plan-ids.js';
import type { PreferenceKey, PreferenceValue } from './preferences.js';
import { priceFor, type ServicePrices } from './prices.js';

export type SavedPreferences = Partial<Record<PreferenceKey, PreferenceValue>>;

export interface RollDefaults extends Omit<DevelopmentRoll, 'format' | 'process'> {
  format: FilmFormat;
  process: FilmProcess;
  notes: string;
}

export function rollDefaults(options: {
  planId: PlanId;
  /** The lab's active price list (defaults when absent). */
  prices?: ServicePrices;
  active: boolean;
  preferences: SavedPreferences;
}): RollDefaults {
  const { preferences } = options;
  const planId = options.active ? options.planId : 'NON_MEMBER';
  const sleeving = preferences['default-sleeving'];
  const rushIncluded = planId !== 'NON_MEMBER' && priceFor('rush', planId, options.prices) === 0;
  return {
    format: '35mm',
    process: 'C-41',
    crossProcess: false,
    pushPull: 0,
    scanQuality: isHigherTier(planId) ? 'STANDARD_4K_PRE_SCAN' : 'STANDARD_2K',
    rush: rushIncluded || preferences['default-rush'] === true,
    sleeving: isOneOf(SLEEVING_VALUES, sleeving) ? sleeving : 'NONE',
    prints: preferences['default-4x6-prints'] === true,
    returnToCustomer: preferences['default-add-return-shipping'] === true,
    notes: typeof preferences['default-scan-notes'] === 'string' ? preferences['default-scan-notes'] : '',
  };
}

/** The saved negatives action, or null ("ask on each order"). */
export function defaultNegativesAction(preferences: SavedPreferences): NegativesAction | null {
  const value = preferences['default-negatives-action-option'];
  return isOneOf(NEGATIVES_ACTIONS, value) ? value : null;
}
