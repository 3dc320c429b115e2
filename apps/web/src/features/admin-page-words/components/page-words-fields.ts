import { FAQ_ENTRY_COUNT, HOME_SECTION_IDS, pageWordFields, type WordPageKind } from '@filmlab/domain';
import type { LandingContent } from '../../../content/landing';

/** A page whose words staff rewrite, with the copy it was built with (the route composes them). */
export interface BuiltWordPage {
  path: string;
  kind: WordPageKind;
  /** How the page picker names it. */
  label: string;
  /** Each field's built copy: what the page shows where staff leave the field empty. */
  built: Record<string, string>;
}

type FieldRow = [field: string, label: string, hint?: string];
export interface FieldGroup {
  title: string;
  fields: FieldRow[];
}

const SEARCH_DESCRIPTION: FieldRow = [
  'description',
  'Search description',
  'What search results and link previews show: 140 to 160 characters.',
];
const HEADING: FieldRow = ['title', 'Page heading', 'Also the title search results show.'];
const BLOCK_HINT = 'Markdown: paragraphs, - lists, ## and ### headings, *italic*, **bold**, [a link](/pricing).';

const LOCAL_GROUPS: FieldGroup[] = [
  { title: 'Search and heading', fields: [HEADING, SEARCH_DESCRIPTION] },
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

/** The landing pages' sections by their names on the page. */
export const HOME_SECTION_NAMES: Record<(typeof HOME_SECTION_IDS)[number], string> = {
  'development-scanning': 'Development & Scanning',
  platform: 'Platform',
  printing: 'Printing',
  'film-shop': 'Film Shop',
  community: 'Community & Reviews',
  pricing: 'Pricing',
  questions: 'Questions',
  gallery: 'Gallery',
  reviews: 'Reviews',
};

const HOME_GROUPS: FieldGroup[] = [
  {
    title: 'Search and heading',
    fields: [
      ['title', 'Search title', 'The title search results and the browser tab show.'],
      SEARCH_DESCRIPTION,
      ['hero', 'Hero heading', 'The first line visitors read.'],
    ],
  },
  {
    title: 'Sections',
    fields: HOME_SECTION_IDS.flatMap((id): FieldRow[] => [
      [`${id}-title`, `${HOME_SECTION_NAMES[id]} title`],
      [`${id}-body`, `${HOME_SECTION_NAMES[id]} paragraph`],
    ]),
  },
];

const FAQ_GROUPS: FieldGroup[] = [
  { title: 'Search and heading', fields: [HEADING, SEARCH_DESCRIPTION, ['lead', 'Lead']] },
  {
    title: 'Questions and answers',
    fields: Array.from({ length: FAQ_ENTRY_COUNT }, (_, index): FieldRow[] => [
      [`faq${index + 1}-question`, `Question ${index + 1}`],
      [
        `faq${index + 1}-answer`,
        `Answer ${index + 1}`,
        `${BLOCK_HINT} A price: {price:devScan} or {price:rush:NICE_2025} (from the price list in force). An empty answer keeps the built one, whose prices follow the price list.`,
      ],
    ]).flat(),
  },
];

const ABOUT_GROUPS: FieldGroup[] = [
  { title: 'Search and heading', fields: [HEADING, SEARCH_DESCRIPTION, ['lead', 'Lead']] },
  { title: 'Body', fields: [['body', 'Body', `${BLOCK_HINT} Raw HTML is shown as text.`]] },
];

/** The form's fields of a kind of page, in page order, with their labels and hints. */
export function fieldGroups(kind: WordPageKind): FieldGroup[] {
  const groups = { local: LOCAL_GROUPS, home: HOME_GROUPS, faq: FAQ_GROUPS, about: ABOUT_GROUPS }[kind];
  // Every field the domain gives the kind, and no other (a test checks they agree).
  if (groups.flatMap((group) => group.fields).length !== pageWordFields(kind).length)
    throw new Error(`The ${kind} page's fields and the form's differ`);
  return groups;
}

export const STEP_FIELDS = ['step1', 'step2', 'step3'] as const;

/** The built copy of a local page's fields. */
export function builtLocalWords(content: LandingContent): Record<string, string> {
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
