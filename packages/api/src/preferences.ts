import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { idParamField } from './fields.js';

/** true/false for boolean preferences, text for the others; null clears a select back to "ask each time". */
export const preferenceValue = z.union(
  [z.string().max(2000), z.boolean(), z.null()],
  'must be text, true or false, or null',
);
export type PreferenceValueInput = z.infer<typeof preferenceValue>;

export const setPreferenceBody = z.strictObject({
  key: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(64),
  value: preferenceValue,
});
export type SetPreferenceBody = z.infer<typeof setPreferenceBody>;

export const updatePreferenceBody = z.strictObject({ value: preferenceValue });
export type UpdatePreferenceBody = z.infer<typeof updatePreferenceBody>;

export const preferenceParams = z.strictObject({
  id: idParamField(),
  prefId: idParamField(),
});

/** A preference as the settings page shows it: the saved value, or the default while none is saved. */
export const preferenceViewSchema = z
  .object({
    /** The saved row's id (for PUT); null while the default applies. */
    id: z.number().int().nullable(),
    key: z.string(),
    label: z.string(),
    type: z.enum(['radio', 'boolean', 'text', 'select']),
    value: z.union([z.string(), z.boolean(), z.null()]),
    default: z.union([z.string(), z.boolean(), z.null()]),
    /** The allowed values of radio and select preferences; empty for the others. */
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    /** False for lab-only preferences (internal notes), which only admins see and set. */
    customerFacing: z.boolean(),
    /** False while the default applies. */
    isSet: z.boolean(),
  })
  .meta({ id: 'PreferenceView' });
export type PreferenceView = z.infer<typeof preferenceViewSchema>;

export const preferenceResponse = z.object({ preference: preferenceViewSchema });

const tag = 'preferences';

export const preferenceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/users/:id/preferences',
    access: 'self',
    summary: 'Every preference with its saved value or its default (lab-only ones for admins only)',
    tag,
    params: idParam,
    response: z.object({ preferences: preferenceViewSchema.array() }),
  }),
  set: defineRoute({
    method: 'POST',
    path: '/users/:id/preferences',
    access: 'self',
    summary: 'Save a preference by key, replacing any earlier value',
    tag,
    params: idParam,
    body: setPreferenceBody,
    response: preferenceResponse,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/users/:id/preferences/:prefId',
    access: 'self',
    summary: 'Change a saved preference',
    tag,
    params: preferenceParams,
    body: updatePreferenceBody,
    response: preferenceResponse,
  }),
};
