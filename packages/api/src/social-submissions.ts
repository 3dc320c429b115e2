import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { idParamField } from './fields.js';

/** A photo of the community gallery as visitors see it (spec sections 2.7 and 3). */
export const socialSubmissionSchema = z
  .object({
    id: z.number().int(),
    /** The photographer's account name, or the lab's own when they gave none. */
    socialHandle: z.string(),
    filmBrand: z.string(),
    filmModel: z.string(),
    /** Signed, expiring read links. */
    thumbnailUrl: z.string(),
    hiResUrl: z.string(),
    midResOptimizedUrl: z.string(),
    /** Pixel size of the hi-res file. */
    width: z.number().int(),
    height: z.number().int(),
    selectedAt: z.string().nullable(),
  })
  .meta({ id: 'SocialSubmission' });
export type SocialSubmission = z.infer<typeof socialSubmissionSchema>;

/** What admins and the submitting customer see besides. */
export const socialSubmissionDetailSchema = socialSubmissionSchema
  .extend({
    /** The handle as stored; null when the photographer gave none. */
    handle: z.string().nullable(),
    selected: z.boolean(),
    userId: z.number().int(),
    /** Null once the scan it was made from is deleted; the photo itself stays. */
    scanId: z.number().int().nullable(),
    createdAt: z.string(),
    /** The member's name, on the admin list. */
    memberName: z.string().optional(),
  })
  .meta({ id: 'SocialSubmissionDetail' });
export type SocialSubmissionDetail = z.infer<typeof socialSubmissionDetailSchema>;

export const socialSubmissionSortColumns = ['createdAt', 'selectedAt'] as const;
export type SocialSubmissionSortColumn = (typeof socialSubmissionSortColumns)[number];

const trueOrFalse = z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');

const pageFields = {
  /** The gallery's page size (domain GALLERY_PAGE_SIZE) when absent. */
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Handle, film brand or film model containing this text, case-insensitively; blank means all. */
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  desc: trueOrFalse.default(true),
};

export const listSocialSubmissionsQuery = z.object({
  ...pageFields,
  sortBy: z.enum(socialSubmissionSortColumns, 'must be createdAt or selectedAt').default('createdAt'),
  selected: trueOrFalse.optional(),
  /** Handles containing this text, case-insensitively ('@' ignored); blank means all. */
  handle: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});
export type ListSocialSubmissionsQuery = z.infer<typeof listSocialSubmissionsQuery>;

export const listSelectedSocialSubmissionsQuery = z.object({
  ...pageFields,
  sortBy: z.enum(socialSubmissionSortColumns, 'must be createdAt or selectedAt').default('selectedAt'),
});
export type ListSelectedSocialSubmissionsQuery = z.infer<typeof listSelectedSocialSubmissionsQuery>;

export const selectSocialSubmissionBody = z.strictObject({
  selected: z.boolean({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be true or false') }),
});
export type SelectSocialSubmissionBody = z.infer<typeof selectSocialSubmissionBody>;

export const createSocialSubmissionBody = z.strictObject({
  /** An account name, '@name' or a profile URL; reduced to the name. Absent or blank: the lab's own. */
  socialHandle: z
    .string({ error: 'must be text' })
    .trim()
    .max(200, 'must be at most 200 characters')
    .nullable()
    .optional(),
});
export type CreateSocialSubmissionBody = z.infer<typeof createSocialSubmissionBody>;

export const scanSubmissionParams = z.strictObject({
  id: idParamField(),
  scanId: idParamField(),
});

const tag = 'social submissions';

export const socialSubmissionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/social-media-submissions',
    access: 'admin',
    summary: 'Every submission to the community gallery, sorted and paged',
    tag,
    query: listSocialSubmissionsQuery,
    response: z.object({ submissions: socialSubmissionDetailSchema.array(), count: z.number().int() }),
  }),
  selected: defineRoute({
    method: 'GET',
    path: '/social-media-submissions/selected',
    access: 'visitor',
    summary: 'The submissions chosen for the landing gallery, most recently chosen first by default',
    tag,
    query: listSelectedSocialSubmissionsQuery,
    response: z.object({ submissions: socialSubmissionSchema.array(), count: z.number().int() }),
  }),
  select: defineRoute({
    method: 'PUT',
    path: '/social-media-submissions/:id/select',
    access: 'admin',
    summary: 'Show a submission in the landing gallery, or take it out',
    tag,
    params: idParam,
    body: selectSocialSubmissionBody,
    response: z.object({ submission: socialSubmissionDetailSchema }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/users/:id/scans/:scanId/social-media-submissions',
    errors: [409],
    access: 'self',
    summary:
      'Submit one of the user’s scans to the community gallery; 201 the first time, 200 with the same submission after',
    tag,
    params: scanSubmissionParams,
    body: createSocialSubmissionBody,
    response: z.object({ submission: socialSubmissionDetailSchema }),
    status: 201,
  }),
};
