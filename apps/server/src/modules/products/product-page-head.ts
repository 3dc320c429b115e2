import { LAB_PAGE_TOKENS, productNameFromSlug } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import type { PageHeadResolver } from '../../http/page-heads.js';
import { selectProduct } from './store.js';
import { visitorViewer } from './viewer.js';

const summaryOf = (description: string, name: string, labName: string) =>
  (description.trim() || `${name}, from the ${labName} shop.`).replace(/\s+/g, ' ').slice(0, 300);

/**
 * /products/{slug}: the product's name and description in the page's HTML head, so a crawler and a
 * pasted link see the product; an old link made from the name answers too (the page moves on to the
 * slug, the canonical address); 404 (with the shell, which says so) when no product a visitor may
 * see is there. /products/all is the shop's every-product list.
 */
export function productPageHead(deps: Pick<Deps, 'db'>): PageHeadResolver {
  const { db } = deps;
  // The lab's name and origin as tokens: the page is filled with their values as it is sent (http/lab-pages.ts).
  const { name: labName, origin } = LAB_PAGE_TOKENS;
  return {
    prefix: '/products/',
    async resolve(rest) {
      let segment: string;
      try {
        segment = decodeURIComponent(rest);
      } catch {
        return { status: 404, head: null };
      }
      if (segment.toLowerCase() === 'all') return { status: 200, head: null };
      // No product has such a name or slug, and PostgreSQL text takes no NUL.
      if (segment.length > 200 || segment.includes('\0')) return { status: 404, head: null };
      const product =
        (await selectProduct(db, { slug: segment }, visitorViewer)) ??
        (await selectProduct(db, { name: productNameFromSlug(segment) }, visitorViewer));
      if (!product) return { status: 404, head: null };
      return {
        status: 200,
        head: {
          title: `${product.name} — ${labName}`,
          description: summaryOf(product.description, product.name, labName),
          image: null,
          url: `${origin}/products/${product.slug}`,
          noindex: false,
        },
      };
    },
  };
}
