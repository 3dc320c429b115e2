// Lab settings for staff: the lab's locations (address, hours) as the public site shows them.
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { required, text } from './fields.js';
import { labLocationSchema } from './locations.js';

export const updateLabLocationBody = z.strictObject({
  name: required(100),
  address1: required(200),
  city: required(100),
  state: text()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter state code')
    .transform((s) => s.toUpperCase()),
  zip: text()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit zip code'),
  hours: required(200),
  phone: required(40),
  dropOff: z.boolean('must be true or false'),
});
export type UpdateLabLocationBody = z.infer<typeof updateLabLocationBody>;

export const labSettingsRoutes = {
  /** Every location the public site lists, for staff to edit. */
  updateLocation: defineRoute({
    method: 'PUT',
    path: '/locations/:id',
    access: 'admin',
    errors: [404],
    summary: 'Staff: change a lab location’s name, address, hours, phone or drop-off',
    tag: 'locations',
    params: idParam,
    body: updateLabLocationBody,
    response: z.object({ location: labLocationSchema }),
  }),
};
