import { BLOG_POSTS_MAX, type BlogPost } from '@filmlab/api';
import { FOOTER_BLOG_POSTS } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { fetchFeed } from './fetch-feed.js';
import { parseFeed } from './parse-feed.js';
import { claimFeedRefresh, saveFeedRead, selectFeedCache } from './store.js';

/** Where a failed read is reported (the request's pino logger). */
export interface FeedLog {
  warn(details: object, message: string): void;
}

/** After a failed read the feed is tried again this soon, not after the full cache period. */
const RETRY_AFTER_FAILURE_SECONDS = 60;

export interface ListBlogPostsOptions {
  db: Db;
  /** None configured: no posts. */
  feedUrl: string | undefined;
  cacheSeconds: number;
  timeoutMs: number;
  limit?: number | undefined;
  log: FeedLog;
  userAgent?: string;
  now?: Date;
}

/**
 * The newest posts of the lab's blog (spec 2.10: the footer lists five). The parsed feed is kept
 * in the database for `cacheSeconds`; whichever process finds it expired refreshes it while the
 * others go on answering from the stale copy. A feed that fails (error status, timeout, not a
 * feed) is logged and gives no posts until it is tried again a minute later (spec section 8).
 */
export async function listBlogPosts(options: ListBlogPostsOptions): Promise<BlogPost[]> {
  const { db, feedUrl, log } = options;
  const limit = options.limit ?? FOOTER_BLOG_POSTS;
  if (!feedUrl) return [];
  const now = options.now ?? new Date();

  const cached = await selectFeedCache(db, feedUrl);
  if (cached && cached.expiresAt > now) return cached.posts.slice(0, limit);

  const leaseUntil = new Date(now.getTime() + options.timeoutMs + 10_000);
  if (!(await claimFeedRefresh(db, feedUrl, now, leaseUntil))) return (cached?.posts ?? []).slice(0, limit);

  try {
    const xml = await fetchFeed(feedUrl, {
      timeoutMs: options.timeoutMs,
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    });
    const posts = parseFeed(xml, feedUrl).slice(0, BLOG_POSTS_MAX);
    const fetchedAt = new Date();
    const expiresAt = new Date(fetchedAt.getTime() + options.cacheSeconds * 1000);
    await saveFeedRead(db, feedUrl, { posts, fetchedAt, expiresAt, lastError: null });
    return posts.slice(0, limit);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ feedUrl, reason }, 'blog feed could not be read; the footer shows no posts');
    const fetchedAt = new Date();
    const retrySeconds = Math.min(options.cacheSeconds, RETRY_AFTER_FAILURE_SECONDS);
    const expiresAt = new Date(fetchedAt.getTime() + retrySeconds * 1000);
    await saveFeedRead(db, feedUrl, { posts: [], fetchedAt, expiresAt, lastError: reason.slice(0, 500) });
    return [];
  }
}
