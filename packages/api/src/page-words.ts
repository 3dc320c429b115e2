// The words of the landing pages (`/`, `/lab`, `/club`), the FAQ, the about page and the 64 local pages
// (spec 2.6: the city and topic landing pages), as staff rewrite them in the admin area. A page shows
// its built copy except where staff gave words of their own; an empty field is the built copy again.
// Each kind of page has its fields (packages/domain/src/page-words.ts); the Markdown ones are shown as
// HTML the server renders (markdown-it, raw HTML escaped).
import { pageWordFields, pageWordLimit, wordPageKind, type PageWordField } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { text } from './fields.js';

const wordPagePath = text()
  .trim()
  .refine(
    (path) => wordPageKind(path) !== undefined,
    'must be the path of a page whose words staff rewrite: /, /lab, /club, /frequently-asked-questions, /about or a city or topic page such as /film-developing-chicago',
  );

/** The words staff gave, by field; a missing or empty field is the page's built copy. */
export const pageWordsSchema = z.record(z.string(), text().trim());
export type PageWords = Partial<Record<PageWordField, string>>;

/** A page's words: only the fields its kind has (pageWordFields), each within its length. */
export const savePageWordsBody = z
  .strictObject({ path: wordPagePath, words: pageWordsSchema })
  .superRefine(({ path, words }, context) => {
    const kind = wordPageKind(path);
    if (!kind) return;
    const fields = new Set(pageWordFields(kind));
    for (const [field, value] of Object.entries(words)) {
      if (!fields.has(field)) {
        context.addIssue({ code: 'custom', path: ['words', field], message: `is not a field of the page ${path}` });
        continue;
      }
      const limit = pageWordLimit(field);
      if (value.length > limit)
        context.addIssue({ code: 'custom', path: ['words', field], message: `must be at most ${limit} characters` });
    }
  });
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
    summary: 'The words staff wrote for a page (none: the page as built)',
    tag,
    query: z.strictObject({ path: wordPagePath }),
    response: pageWordsResponseSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/page-words',
    access: 'admin',
    summary: 'Staff: every page whose words were rewritten',
    tag,
    response: z.object({ pages: pageWordsResponseSchema.array() }),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/page-words',
    access: 'admin',
    summary: 'Staff: rewrite the words of a page (its own fields); every process shows them within seconds',
    tag,
    body: savePageWordsBody,
    response: pageWordsResponseSchema,
  }),
};
