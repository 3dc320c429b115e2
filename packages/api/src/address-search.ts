import { z } from 'zod';
import { defineRoute } from './define.js';
import { createAddressBody } from './addresses.js';
import { required, text } from './fields.js';

export const placePredictionsQuery = z.strictObject({
  /** What the customer has typed so far. */
  query: required(200),
});

export const placePrediction = z.object({
  placeId: z.string(),
  /** The line the list shows: '123 Main St, Brooklyn, NY 11201, USA'. */
  description: z.string(),
});
export type PlacePrediction = z.infer<typeof placePrediction>;

export const placePredictionsResponse = z.object({ predictions: placePrediction.array() });

export const placeParams = z.strictObject({
  placeId: text()
    .trim()
    .min(1, 'is required')
    .max(400, 'must be at most 400 characters')
    .regex(/^[\w:.-]+$/, 'must be a place id from the predictions'),
});

/** A chosen place, split into the address fields (spec section 5): all four are there. */
export const placeResponse = z.object({
  place: z.object({
    placeId: z.string(),
    formattedAddress: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
});
export type PlaceResponse = z.infer<typeof placeResponse>;

const tag = 'address search';

export const addressSearchRoutes = {
  predictions: defineRoute({
    method: 'GET',
    path: '/addresses/predictions',
    access: 'visitor',
    summary: 'Address predictions for what the customer has typed (US), through the configured places service',
    errors: [429],
    tag,
    query: placePredictionsQuery,
    response: placePredictionsResponse,
  }),
  place: defineRoute({
    method: 'GET',
    path: '/addresses/places/:placeId',
    access: 'visitor',
    summary: 'The address of a predicted place, split into street, city, state and zip',
    errors: [422, 429, 503],
    tag,
    params: placeParams,
    response: placeResponse,
  }),
};

export const verifyAddressBody = z.strictObject({
  address1: createAddressBody.shape.address1,
  address2: createAddressBody.shape.address2,
  city: createAddressBody.shape.city,
  state: createAddressBody.shape.state,
  zip: createAddressBody.shape.zip,
});
export type VerifyAddressBody = z.input<typeof verifyAddressBody>;

const checkedAddress = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** What the carrier (or the ZIP data set) says of an address: deliverable, why not, and a correction to offer. */
export const addressCheckResponse = z.object({
  deliverable: z.boolean(),
  errors: z.string().array(),
  suggestion: checkedAddress.nullable(),
});
export type AddressCheckResponse = z.infer<typeof addressCheckResponse>;

export const addressVerifyRoutes = {
  verifyAddress: defineRoute({
    method: 'POST',
    path: '/addresses/verify',
    access: 'visitor',
    summary:
      'Checks an address as a label would (EasyPost verification, or ZIP, city and state against the data set) and suggests a correction',
    errors: [429, 503],
    tag,
    body: verifyAddressBody,
    response: addressCheckResponse,
  }),
};
