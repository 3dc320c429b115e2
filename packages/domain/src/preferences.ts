// A customer's order defaults (spec section 3, user preferences) and how their values are checked.
import { SLEEVING_OPTIONS } from './enums.js';
import { NEGATIVES_OPTIONS, negativesOptionCopy } from './negatives-options.js';
import type { PlanId } from './plan-ids.js';

export const PREFERENCE_KEYS = [
  'default-sleeving',
  'default-rush',
  'default-4x6-prints',
  'default-add-return-shipping',
  'default-scan-notes',
  'default-internal-notes',
  'default-negatives-action-option',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

export type PreferenceType = 'radio' | 'boolean' | 'text' | 'select';
export type PreferenceValue = string | boolean | null;

export interface PreferenceOption {
  value: string;
  label: string;
}

export interface PreferenceDefinition {
  key: PreferenceKey;
  label: string;
  type: PreferenceType;
  default: PreferenceValue;
  options?: readonly PreferenceOption[];
  /** False for lab-only preferences, which the customer never sees. */
  customerFacing: boolean;
}

/** Notes are free text, but a bounded one. */
export const PREFERENCE_TEXT_MAX_LENGTH = 2000;

/**
 * The definitions with option copy priced for `planId` (the negatives options quote prices that
 * depend on the plan). The negatives action defaults to null, "ask on each order": every option
 * either destroys the negatives or costs money, so none is chosen for the customer.
 */
export function preferencesFor(planId: PlanId): readonly PreferenceDefinition[] {
  return [
    {
      key: 'default-sleeving',
      label: 'Default Sleeving',
      type: 'radio',
      default: 'NONE',
      options: SLEEVING_OPTIONS.map(({ value, label }) => ({ value, label })),
      customerFacing: true,
    },
    { key: 'default-rush', label: 'Add Rush by Default', type: 'boolean', default: false, customerFacing: true },
    {
      key: 'default-4x6-prints',
      label: 'Add 4x6 Prints by Default',
      type: 'boolean',
      default: false,
      customerFacing: true,
    },
    {
      key: 'default-add-return-shipping',
      label: 'Add Return Shipping by Default',
      type: 'boolean',
      default: false,
      customerFacing: true,
    },
    { key: 'default-scan-notes', label: 'Default Scan Notes', type: 'text', default: '', customerFacing: true },
    {
      key: 'default-internal-notes',
      label: 'Default Internal Notes',
      type: 'text',
      default: '',
      customerFacing: false,
    },
    {
      key: 'default-negatives-action-option',
      label: 'Default Negatives Action',
      type: 'select',
      default: null,
      options: NEGATIVES_OPTIONS.map(({ value }) => ({ value, label: negativesOptionCopy(value, planId) })),
      customerFacing: true,
    },
  ];
}

/** The definitions as a non-member reads them (the on-demand prices). */
export const PREFERENCES = preferencesFor('NON_MEMBER');

export function preferenceDefinition(key: string): PreferenceDefinition | null {
  return PREFERENCES.find((definition) => definition.key === key) ?? null;
}

export function isPreferenceKey(key: string): key is PreferenceKey {
  return (PREFERENCE_KEYS as readonly string[]).includes(key);
}

/** Why `value` cannot be stored under `key`, naming the field, or null when it can. */
export function preferenceValueError(key: string, value: unknown): string | null {
  const definition = preferenceDefinition(key);
  if (!definition) return `${key}: is not a known preference`;
  switch (definition.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : `${key}: must be true or false`;
    case 'text':
      if (typeof value !== 'string') return `${key}: must be text`;
      return value.length <= PREFERENCE_TEXT_MAX_LENGTH
        ? null
        : `${key}: must be at most ${PREFERENCE_TEXT_MAX_LENGTH} characters`;
    case 'radio':
    case 'select': {
      // A select may be cleared back to its null default ("ask on each order").
      if (value === null && definition.default === null) return null;
      const allowed = (definition.options ?? []).map((option) => option.value);
      return typeof value === 'string' && allowed.includes(value)
        ? null
        : `${key}: must be one of ${allowed.join(', ')}`;
    }
  }
}
