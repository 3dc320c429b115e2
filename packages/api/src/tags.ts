import { z } from 'zod';
import { defineRoute, emptyResponse, idParam } from './define.js';
import { idParamField, required } from './fields.js';

/** A user's tag or photo location as it appears on a roll or a scan. */
export const labelSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Label' });
export type Label = z.infer<typeof labelSchema>;

export const TAG_NAME_MAX = 60;
export const LOCATION_NAME_MAX = 120;

/** Put a tag on a roll or scan by name: an existing tag of the user (any case) or a new one. */
export const tagBody = z.strictObject({ name: required(TAG_NAME_MAX) });
export const locationBody = z.strictObject({ name: required(LOCATION_NAME_MAX) });

export const tagResponse = z.object({ tag: labelSchema });
export const locationResponse = z.object({ location: labelSchema });

/** A suggestion: the label and how many rolls and scans carry it. */
export const labelUsage = labelSchema.extend({ rolls: z.number().int(), scans: z.number().int() });
export type LabelUsage = z.infer<typeof labelUsage>;

export const userTagsResponse = z.object({ tags: labelUsage.array(), locations: labelUsage.array() });
export type UserTags = z.infer<typeof userTagsResponse>;

export const userTagParams = z.strictObject({
  id: idParamField(),
  tagId: idParamField(),
});
export const userLocationParams = z.strictObject({
  id: idParamField(),
  locationId: idParamField(),
});

const tag = 'tags';

export const tagRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/users/:id/tags',
    access: 'self',
    summary: "The user's tags and photo locations with how often each is used (suggestions)",
    tag,
    params: idParam,
    response: userTagsResponse,
  }),
  renameTag: defineRoute({
    method: 'PUT',
    path: '/users/:id/tags/:tagId',
    access: 'self',
    summary: 'Rename a tag everywhere it appears; a name the user already has merges the two',
    tag,
    params: userTagParams,
    body: tagBody,
    response: tagResponse,
  }),
  deleteTag: defineRoute({
    method: 'DELETE',
    path: '/users/:id/tags/:tagId',
    access: 'self',
    summary: 'Delete a tag from every roll and scan',
    tag,
    params: userTagParams,
    response: emptyResponse,
  }),
  renameLocation: defineRoute({
    method: 'PUT',
    path: '/users/:id/photo-locations/:locationId',
    access: 'self',
    summary: 'Rename a photo location everywhere it appears; a name the user already has merges the two',
    tag,
    params: userLocationParams,
    body: locationBody,
    response: locationResponse,
  }),
  deleteLocation: defineRoute({
    method: 'DELETE',
    path: '/users/:id/photo-locations/:locationId',
    access: 'self',
    summary: 'Delete a photo location from every roll and scan',
    tag,
    params: userLocationParams,
    response: emptyResponse,
  }),
};
