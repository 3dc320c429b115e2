import { blogRoutes } from '@filmlab/api';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { registerRoute } from '../../http/register.js';
import { listBlogPosts } from './list-blog-posts.js';

export function registerBlogRoutes(api: FastifyInstance, deps: Deps) {
  const { config } = deps;
  registerRoute(api, blogRoutes.posts, async ({ query, request, reply }) => {
    const posts = await listBlogPosts({
      db: deps.db,
      feedUrl: config.blogFeedUrl,
      cacheSeconds: config.blogCacheSeconds,
      timeoutMs: config.blogFeedTimeoutMs,
      limit: query.limit,
      log: request.log,
      // Header values are ASCII only; a lab's name may not be.
      userAgent: `${config.labName} feed reader (+${config.publicUrl})`.replace(/[^\x20-\x7e]/g, ''),
    });
    // Browsers may keep the list a little while; the server's own copy is the one that matters.
    reply.header('cache-control', `public, max-age=${Math.min(config.blogCacheSeconds, 300)}`);
    return { posts };
  });
}
