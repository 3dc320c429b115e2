import { z } from 'zod';
import { defineRoute } from './define.js';

export const blogPostSchema = z
  .object({
    /** Plain text, HTML entities decoded. */
    title: z.string(),
    /** An absolute http or https link to the post. */
    url: z.string(),
    /** ISO 8601; null when the feed gives no date. */
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The most posts kept from a feed and the most one call returns. */
export const BLOG_POSTS_MAX = 100;

export const blogPostsQuery = z.object({
  /** How many of the newest posts; the footer's count (domain FOOTER_BLOG_POSTS) when absent. */
  limit: z.coerce.number().int().min(1).max(BLOG_POSTS_MAX).optional(),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuery>;

export const blogRoutes = {
  posts: defineRoute({
    method: 'GET',
    path: '/blog/notes/posts',
    access: 'visitor',
    summary:
      'Latest posts of the lab’s blog feed, newest first; an empty list when no feed is configured or it cannot be read',
    tag: 'blog',
    query: blogPostsQuery,
    response: z.object({ posts: blogPostSchema.array() }),
  }),
};
