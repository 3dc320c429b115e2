import { z } from 'zod';
import { defineRoute, emptyResponse, idParam } from './define.js';
import { addressSchema } from './user.js';
import { idParamField, required, text } from './fields.js';

/** The two-letter codes of the 50 states, DC and the territories USPS delivers to. */
// prettier-ignore
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
  'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'PR', 'VI', 'GU', 'AS', 'MP', 'AA', 'AE', 'AP',
] as const;

export const usStateField = text()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(usStateCodes, 'must be a two-letter US state code'));

/** 12345, 12345-6789 or 123456789; stored as 12345 or 12345-6789. */
export const usZipField = text()
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, 'must be a US zip code (5 or 9 digits)')
  .transform((zip) => (zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip));

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((s) => (s === '' ? null : s));

const addressFields = {
  address1: required(200),
  /** Apartment, suite, etc. */
  address2: optionalText(200),
  city: required(100),
  state: usStateField,
  zip: usZipField,
  /** Only US addresses are served (state and zip rules are US ones). */
  country: z.literal('US', 'only US addresses are supported').default('US'),
  /** The place id of the address search, when the address came from it. */
  placeId: optionalText(300),
  /** Make this the primary address; a user's first address is primary whatever is sent. */
  primary: z.boolean().optional(),
};

export const createAddressBody = z.strictObject(addressFields);
export type CreateAddressBody = z.infer<typeof createAddressBody>;

/** Every field optional; the ones sent are validated as on create. */
export const updateAddressBody = z.strictObject({
  address1: addressFields.address1.optional(),
  address2: addressFields.address2,
  city: addressFields.city.optional(),
  state: addressFields.state.optional(),
  zip: addressFields.zip.optional(),
  country: z.literal('US', 'only US addresses are supported').optional(),
  placeId: addressFields.placeId,
  /** true makes it the primary address; false hands primary to the user's oldest other address. */
  primary: z.boolean().optional(),
});
export type UpdateAddressBody = z.infer<typeof updateAddressBody>;

export const addressParams = z.strictObject({
  id: idParamField(),
  addressId: idParamField(),
});

export const addressResponse = z.object({ address: addressSchema });
export const addressListResponse = z.object({ addresses: addressSchema.array() });

const tag = 'addresses';

export const addressRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/users/:id/address',
    access: 'self',
    summary: "The user's addresses, primary first",
    tag,
    params: idParam,
    response: addressListResponse,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/users/:id/address',
    access: 'self',
    summary: 'Save a new address; the first one becomes primary',
    errors: [409],
    tag,
    params: idParam,
    body: createAddressBody,
    response: addressResponse,
    status: 201,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/users/:id/address/:addressId',
    access: 'self',
    summary: 'One of the user’s addresses',
    tag,
    params: addressParams,
    response: addressResponse,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/users/:id/address/:addressId',
    access: 'self',
    summary: 'Change an address or make it primary',
    tag,
    params: addressParams,
    body: updateAddressBody,
    response: addressResponse,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/users/:id/address/:addressId',
    access: 'self',
    summary: 'Delete an address; the oldest other one becomes primary if it was primary',
    errors: [409],
    tag,
    params: addressParams,
    response: emptyResponse,
  }),
};
