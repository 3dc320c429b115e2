import { FOOTER_BLOG_POSTS } from '@filmlab/domain';
import { useLoadOnce } from '../use-load-once';

export interface BlogPost {
  title: string;
  url: string;
  publishedAt?: string | null;
}

/** `&amp;` and its numeric forms, as feeds send them (spec 2.10). */
export function decodeAmpersands(text: string): string {
  return text.replace(/&(?:amp|#0*38|#x0*26);/gi, '&');
}

/** Newest first, at most five, titles decoded. */
export function latestPosts(posts: readonly BlogPost[]): BlogPost[] {
  const time = (post: BlogPost) => (post.publishedAt ? Date.parse(post.publishedAt) || 0 : 0);
  return [...posts]
    .sort((a, b) => time(b) - time(a))
    .slice(0, FOOTER_BLOG_POSTS)
    .map((post) => ({ ...post, title: decodeAmpersands(post.title) }));
}

/**
 * GET /api/blog/notes/posts once `enabled` (the footer is near the screen); a failure is logged and
 * shows no posts (spec 8).
 */
export function useBlogPosts(enabled: boolean): BlogPost[] {
  const posts = useLoadOnce(enabled, async () => {
    try {
      const { apiRequest } = await import('../../../lib/api-client');
      const body = await apiRequest<{ posts?: BlogPost[] }>('/blog/notes/posts', { onUnauthorized: 'ignore' });
      return latestPosts(body?.posts ?? []);
    } catch (error) {
      console.error('Blog posts failed to load', error);
      return [];
    }
  });
  return posts ?? [];
}
