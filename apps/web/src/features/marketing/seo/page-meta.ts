// Title, description and structured data of every marketing route: the same records set the tab
// title in the browser and the <head> of the pre-rendered HTML (build/prerender.ts).
// Type-only import of the landing copy: the 64 records load with the city and topic pages only.
import type { LandingContent } from '../../../content/landing';
import { renderLabName } from '../../../content/landing/steps';
import { SITE } from '../../../lib/site';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

const STATIC_META: Record<string, Omit<PageMeta, 'path'>> = {
  '/': {
    title: 'Film Developing, Scanning & Prints by Mail',
    description:
      'A platform and full-service film lab: mail us your rolls, we develop and scan C-41, B&W, E-6 and ECN-2, and your scans land in your own online library.',
  },
  '/lab': {
    title: 'The Film Lab: Developing, Scanning & Prints',
    description:
      'Hand developing for C-41, black and white, E-6 and ECN-2, hi-res scans with careful color correction, and fine art prints ordered online.',
  },
  '/club': {
    title: 'The Film Club: A Home for Every Roll',
    description:
      'Members get lower prices per roll, credits, faster turnaround and a roll library with search, tags, downloads and sharing for every scan.',
  },
  '/pricing': {
    title: 'Pricing & Price Calculator',
    description:
      'Every price per roll, on demand and on each membership, side by side, with a calculator that shows what a year of your film costs on each plan.',
  },
  '/about': {
    title: 'About the Lab',
    description:
      'Who develops your film: a small lab of photographers who process, scan and print by hand and built a platform to keep every roll organized.',
  },
  '/frequently-asked-questions': {
    title: 'Frequently Asked Questions',
    description:
      'How to send film, which processes we run, turnaround, memberships, shipping labels, scan sizes and getting your negatives back, answered.',
  },
  '/memberships': {
    title: 'Memberships',
    description:
      'Compare the memberships: yearly credits for development and scans, 4K and pro scan credits, rush, lower prices per roll and free return shipping.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'What we collect when you order, subscribe or browse, why we keep it, who processes it for us, and how to see, export or delete your data.',
  },
  '/terms': {
    title: 'Terms of Service',
    description:
      'The agreement between you and the lab: orders, memberships and renewals, shipping and the care of your film, scans, prints and refunds.',
  },
};

/** The meta of a city or topic page, from its copy. */
export function landingPageMeta(content: LandingContent): PageMeta {
  return {
    path: content.path,
    title: renderLabName(content.title, SITE.name),
    description: renderLabName(content.description, SITE.name),
  };
}

/**
 * The meta of a marketing route (pass the copy for a city or topic page, and the words staff gave
 * `/`, `/lab`, `/club`, the FAQ or the about page), or undefined.
 */
export function pageMetaFor(
  path: string,
  content?: LandingContent,
  words?: Record<string, string>,
): PageMeta | undefined {
  const fixed = STATIC_META[path];
  if (fixed)
    return {
      path,
      title: words?.title ? renderLabName(words.title, SITE.name) : fixed.title,
      description: words?.description ? renderLabName(words.description, SITE.name) : fixed.description,
    };
  return content ? landingPageMeta(content) : undefined;
}

export const STATIC_MARKETING_PATHS: readonly string[] = Object.keys(STATIC_META);

export function documentTitle(title: string): string {
  return `${title} · ${SITE.name}`;
}
