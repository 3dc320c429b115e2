import type { PageWordField } from '@filmlab/domain';
import type { LandingContent } from '../../../content/landing';

/** The form's fields in page order, with their labels and hints. */
export const FIELD_GROUPS: Array<{ title: string; fields: Array<[PageWordField, string, string?]> }> = [
  {
    title: 'Search and heading',
    fields: [
      ['title', 'Page heading', 'Also the title search results show.'],
      ['description', 'Search description', 'What search results and link previews show: 140 to 160 characters.'],
    ],
  },
  {
    title: 'How it works',
    fields: [
      ['sectionTitle', 'Section title'],
      ['sectionPointsSubtitle', 'Section subtitle'],
      ['step1', 'Step 1', 'Markdown: *italic*, **bold**, [a link](/pricing).'],
      ['step2', 'Step 2', 'Markdown.'],
      ['step3', 'Step 3', 'Markdown.'],
    ],
  },
  {
    title: 'Points and subtitles',
    fields: [
      ['freeShippingPoint', 'Development point', 'Replaces “Free Shipping Labels”.'],
      ['fastPrintTurnaroundPoint', 'Printing point', 'Replaces “Fast Turn-Around”.'],
      ['eshopPointsSubtitle', 'E-shop subtitle'],
      ['communitySubtitle', 'Community subtitle'],
      ['reviewsSubtitle', 'Reviews subtitle'],
    ],
  },
];

export const STEP_FIELDS = ['step1', 'step2', 'step3'] as const;

/** The built copy of each field: what the page shows where staff leave a field empty. */
export function builtWords(content: LandingContent): Record<PageWordField, string> {
  const [one, two, three] = content.sectionPoints;
  return {
    title: content.title,
    description: content.description,
    sectionTitle: content.sectionTitle,
    sectionPointsSubtitle: content.sectionPointsSubtitle,
    step1: one.body,
    step2: two.body,
    step3: three.body,
    freeShippingPoint: content.freeShippingPoint,
    fastPrintTurnaroundPoint: content.fastPrintTurnaroundPoint,
    eshopPointsSubtitle: content.eshopPointsSubtitle,
    communitySubtitle: content.communitySubtitle,
    reviewsSubtitle: content.reviewsSubtitle,
  };
}

/** The pages to choose from: cities by name, then topics, each by its heading. */
export function pageLabel(content: LandingContent): string {
  return content.kind === 'city' ? `${content.city}, ${content.state}` : content.title.replaceAll('{lab}', 'the lab');
}
