import { LAB_PAGE_TOKENS, socialLinksHtml } from '@filmlab/domain';
import { SITE } from '../../../lib/site';

/**
 * The lab's social links as staff set them. A pre-rendered page gets a token here that the app server
 * replaces with the lab's links as it serves the page (packages/domain/src/lab-page-tokens.ts); the
 * browser writes the same items from the identity the server put in the page, so hydration matches.
 */
export function SocialLinks({ className }: { className?: string }) {
  const items = import.meta.env.SSR ? LAB_PAGE_TOKENS.socialLinks : socialLinksHtml(SITE.socialLinks);
  return <ul aria-label="The lab elsewhere" className={className} dangerouslySetInnerHTML={{ __html: items }} />;
}
