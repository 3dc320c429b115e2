// The words of the 64 local pages (spec 2.6: the city and topic landing pages), as staff rewrite them
// in the admin area. A page shows its built copy (apps/web/src/content/landing) except where staff
// gave words of their own; an empty field is the built copy again. The step texts are Markdown
// (inline: emphasis, links, code), shown as HTML the server renders (markdown-it, raw HTML escaped).
import { LOCAL_PAGE_PATHS, PAGE_WORD_FIELDS, PAGE_WORD_LIMITS, type PageWordField } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { text } from './fields.js';

const localPages = new Set<string>(LOCAL_PAGE_PATHS);
const localPagePath = text()
  .trim()
  .refine((path) => localPages.has(path), 'must be the path of a city or topic page, such as /film-developing-chicago');

/** The words staff gave; a missing or empty field is the page's built copy. */
export const pageWordsSchema = z.strictObject(
  Object.fromEntries(
    PAGE_WORD_FIELDS.map((field) => [
      field,
      text().trim().max(PAGE_WORD_LIMITS[field], `must be at most ${PAGE_WORD_LIMITS[field]} characters`).optional(),
    ]),
  ) as Record<PageWordField, z.ZodOptional<z.ZodString>>,
);
export type PageWords = Partial<Record<PageWordField, string>>;

export const savePageWordsBody = z.strictObject({ path: localPagePath, words: pageWordsSchema });
export type SavePageWordsBody = z.infer<typeof savePageWordsBody>;

export const pageWordsResponseSchema = z.object({
  path: z.string(),
  /** Only the fields staff rewrote (none: the page as built). */
  words: z.record(z.string(), z.string()),
  /** The Markdown fields as HTML, for the page to show. */
  html: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
});
export type PageWordsResponse = z.infer<typeof pageWordsResponseSchema>;

const tag = 'page-words';

export const pageWordsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/public/page-words',
    access: 'visitor',
    summary: 'The words staff wrote for a city or topic page (none: the page as built)',
    tag,
    query: z.strictObject({ path: localPagePath }),
    response: pageWordsResponseSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/page-words',
    access: 'admin',
    summary: 'Staff: every city or topic page whose words were rewritten',
    tag,
    response: z.object({ pages: pageWordsResponseSchema.array() }),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/page-words',
    access: 'admin',
    summary: 'Staff: rewrite the words of a city or topic page; every process shows them within seconds',
    tag,
    body: savePageWordsBody,
    response: pageWordsResponseSchema,
  }),
};
