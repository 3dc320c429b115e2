import { z } from 'zod';
import { defineRoute } from './define.js';

export const labLocationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    /** Opening hours as shown to people, e.g. "Mon–Fri 10am–7pm, Sat 11am–5pm". */
    hours: z.string(),
    /** Film may be dropped off here. */
    dropOff: z.boolean(),
    phone: z.string(),
  })
  .meta({ id: 'LabLocation' });
export type LabLocation = z.infer<typeof labLocationSchema>;

export const zipCodeSchema = z
  .object({
    zip: z.string(),
    /** The courier serves it now; inactive zips are coming soon. */
    active: z.boolean(),
    /** Borough or area name, e.g. Brooklyn. */
    area: z.string(),
  })
  .meta({ id: 'ZipCode' });
export type ZipCode = z.infer<typeof zipCodeSchema>;

export const zipCodesQuery = z.object({
  active: z
    .enum(['true', 'false'], 'must be true or false')
    .transform((v) => v === 'true')
    .optional(),
});

const tag = 'locations';

export const locationRoutes = {
  labLocations: defineRoute({
    method: 'GET',
    path: '/public/locations',
    access: 'visitor',
    summary: 'The lab and its drop-off locations',
    tag,
    response: z.object({ locations: labLocationSchema.array() }),
  }),
  zipCodes: defineRoute({
    method: 'GET',
    path: '/zip-codes',
    access: 'visitor',
    summary: 'Zip codes the courier serves (active) or will serve (inactive)',
    tag,
    query: zipCodesQuery,
    response: z.object({ zipCodes: zipCodeSchema.array() }),
  }),
};
