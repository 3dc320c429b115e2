// The words staff gave the FAQ and the about page (admin area, /admin/pages) over their built copy.
// The page reads them from itself (the `page-words` block the app server writes) or, reached by a link
// in the app, from the API (content/landing/page-words.ts). Plain fields may say {lab} for the lab's
// name; the Markdown ones come as HTML the server rendered (raw HTML escaped), the name put in as text.
import type { PageWordsResponse } from '@filmlab/api';
import { escapeHtml, type PlanId, type PricedService } from '@filmlab/domain';
import { PAGE_PRICES } from '../../../lib/page-prices';
import { renderLabName } from '../../../content/landing/steps';
import { SITE } from '../../../lib/site';
import type { FaqGroup } from './faq';

export const labText = (text: string) => renderLabName(text, SITE.name);
/**
 * Staff's HTML with the lab's name in (as text) and its prices: on the server the tokens stay for the
 * app server to fill; in the browser the page's list fills them (a page reached by a link in the app).
 */
export const labHtml = (html: string) => {
  const named = html.replaceAll('{lab}', escapeHtml(SITE.name));
  // Staff's prices are amounts (packages/domain/src/page-words.ts: priceWordsAsTokens).
  return import.meta.env.SSR
    ? named
    : named.replace(/zqprice-amount-([A-Za-z0-9]+)-([A-Z0-9_]+)-qz/g, (_, service: string, plan: string) =>
        PAGE_PRICES.amount(service as PricedService, plan as PlanId),
      );
};

/** A plain field's words with the lab's name in, or the built copy. */
export function givenText(words: PageWordsResponse | null | undefined, field: string, built: string): string {
  const given = words?.words[field];
  return given ? labText(given) : built;
}

export interface FaqShownEntry {
  question: string;
  /** The answer as text (built, or the Markdown staff wrote). */
  answer: string;
  /** The answer staff wrote, as HTML. */
  html?: string;
}

/** The FAQ as shown: each entry's question and answer, or staff's (`faq<n>-question`, `faq<n>-answer`, n from 1 in page order). */
export function faqWithWords(
  groups: FaqGroup[],
  words: PageWordsResponse | null | undefined,
): Array<{ title: string; entries: FaqShownEntry[] }> {
  let number = 0;
  return groups.map((group) => ({
    title: group.title,
    entries: group.entries.map((entry) => {
      number += 1;
      const html = words?.html[`faq${number}-answer`];
      return {
        question: givenText(words, `faq${number}-question`, entry.question),
        answer: (html && words?.words[`faq${number}-answer`]) || entry.answer,
        ...(html ? { html: labHtml(html) } : {}),
      };
    }),
  }));
}

/** The FAQPage structured data of the FAQ as shown (the app server writes it in the page's head). */
export function faqJsonLd(groups: FaqGroup[], words: PageWordsResponse | null | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqWithWords(groups, words).flatMap((group) =>
      group.entries.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.html ?? faq.answer },
      })),
    ),
  };
}
