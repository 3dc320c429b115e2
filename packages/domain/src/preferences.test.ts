import { describe, expect, it } from 'vitest';
import { NEGATIVES_ACTIONS } from './negatives-options.js';
import {
  PREFERENCES,
  PREFERENCE_KEYS,
  PREFERENCE_TEXT_MAX_LENGTH,
  isPreferenceKey,
  preferenceDefinition,
  preferenceValueError,
  preferencesFor,
  type PreferenceType,
  type PreferenceValue,
} from './preferences.js';

describe('preference definitions (spec section 3)', () => {
  it.each<[string, PreferenceType, PreferenceValue, boolean]>([
    ['default-sleeving', 'radio', 'NONE', true],
    ['default-rush', 'boolean', false, true],
    ['default-4x6-prints', 'boolean', false, true],
    ['default-add-return-shipping', 'boolean', false, true],
    ['default-scan-notes', 'text', '', true],
    ['default-internal-notes', 'text', '', false],
    ['default-negatives-action-option', 'select', null, true],
  ])('%s: %s, default %j, customer facing %s', (key, type, defaultValue, customerFacing) => {
    expect(preferenceDefinition(key)).toMatchObject({ key, type, default: defaultValue, customerFacing });
  });

  it('defines each key once, in the key list order', () => {
    expect(PREFERENCES.map((definition) => definition.key)).toEqual([...PREFERENCE_KEYS]);
  });

  it('offers the sleeving options with their labels', () => {
    expect(preferenceDefinition('default-sleeving')?.options).toEqual([
      { value: 'NONE', label: 'No Sleeving' },
      { value: 'UNCUT', label: 'Uncut Sleeving' },
      { value: 'CUT', label: 'Cut Sleeving' },
    ]);
  });

  it('offers every negatives option, priced for the plan', () => {
    const nonMember = preferenceDefinition('default-negatives-action-option')?.options ?? [];
    expect(nonMember.map((option) => option.value)).toEqual([...NEGATIVES_ACTIONS]);
    expect(nonMember.find((option) => option.value === 'SHIP_BACK')?.label).toContain('$7.99');
    const superNice = preferencesFor('SUPER_NICE_2025').find((d) => d.key === 'default-negatives-action-option');
    expect(superNice?.options?.find((option) => option.value === 'SHIP_BACK')?.label).toContain('free');
  });

  it.each([
    ['default-rush', true],
    ['default-internal-notes', true],
    ['default-colour', false],
    ['', false],
  ])('isPreferenceKey(%j) is %s', (key, expected) => {
    expect(isPreferenceKey(key)).toBe(expected);
    expect(preferenceDefinition(key) !== null).toBe(expected);
  });
});

describe('preferenceValueError', () => {
  it.each<[string, unknown, string | null]>([
    ['default-sleeving', 'CUT', null],
    ['default-sleeving', 'NONE', null],
    ['default-sleeving', 'cut', 'default-sleeving: must be one of NONE, UNCUT, CUT'],
    ['default-sleeving', null, 'default-sleeving: must be one of NONE, UNCUT, CUT'],
    ['default-rush', true, null],
    ['default-rush', false, null],
    ['default-rush', 'true', 'default-rush: must be true or false'],
    ['default-4x6-prints', 1, 'default-4x6-prints: must be true or false'],
    ['default-add-return-shipping', null, 'default-add-return-shipping: must be true or false'],
    ['default-scan-notes', 'Scan a bit warmer please', null],
    ['default-scan-notes', '', null],
    ['default-scan-notes', 'x'.repeat(PREFERENCE_TEXT_MAX_LENGTH), null],
    [
      'default-scan-notes',
      'x'.repeat(PREFERENCE_TEXT_MAX_LENGTH + 1),
      `default-scan-notes: must be at most ${PREFERENCE_TEXT_MAX_LENGTH} characters`,
    ],
    ['default-internal-notes', 42, 'default-internal-notes: must be text'],
    ['default-negatives-action-option', 'PICK_UP_OR_AUTO_CUT', null],
    ['default-negatives-action-option', null, null],
    [
      'default-negatives-action-option',
      'BURN',
      `default-negatives-action-option: must be one of ${NEGATIVES_ACTIONS.join(', ')}`,
    ],
    ['default-colour', 'red', 'default-colour: is not a known preference'],
  ])('%s = %j -> %j', (key, value, expected) => {
    expect(preferenceValueError(key, value)).toBe(expected);
  });
});
