import type { PreferenceView } from '@filmlab/api';
import { preferenceValueError, type PreferenceDefinition, type PreferenceValue } from '@filmlab/domain';
import type { PreferenceRow } from './store.js';

// Values are stored as text (user_preferences.value): booleans as "true"/"false", the rest as
// they are. A null value is not stored: it means the default applies.

export function encodePreferenceValue(value: string | boolean): string {
  return typeof value === 'boolean' ? String(value) : value;
}

export function decodePreferenceValue(definition: PreferenceDefinition, stored: string): PreferenceValue {
  return definition.type === 'boolean' ? stored === 'true' : stored;
}

/** The saved value when it is still valid for the definition, else the default. */
export function presentPreference(definition: PreferenceDefinition, row: PreferenceRow | undefined): PreferenceView {
  const decoded = row ? decodePreferenceValue(definition, row.value) : undefined;
  const isSet = decoded !== undefined && preferenceValueError(definition.key, decoded) === null;
  return {
    id: isSet && row ? row.id : null,
    key: definition.key,
    label: definition.label,
    type: definition.type,
    value: isSet ? decoded : definition.default,
    default: definition.default,
    options: (definition.options ?? []).map(({ value, label }) => ({ value, label })),
    customerFacing: definition.customerFacing,
    isSet,
  };
}
