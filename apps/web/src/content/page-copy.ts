// The built copy of the FAQ's and the about page's own words (features/marketing/pages): what they show
// where staff gave no words of their own (admin area, /admin/pages), and what the admin area shows
// in the fields they leave empty. `{lab}` is the lab's name.

export const FAQ_COPY = {
  title: 'Frequently asked questions',
  lead: 'Sending film, processes, turnaround, memberships, shipping and scans.',
};

export const ABOUT_COPY = {
  title: 'A film lab run by people who shoot film',
  lead: '{lab} is a platform and full-service film lab for the film photography community.',
  /** The body: each part's heading and paragraph. */
  body: [
    [
      'What we do',
      'We develop C-41 colour negative, black and white, E-6 slide and ECN-2 motion picture film, scan every frame and put the scans in your own online library, roll by roll. From there you can search, tag, download and share your work, and order prints on fine art paper.',
    ],
    [
      'How we handle your film',
      'Every roll is logged the moment it arrives and tracked through development, scanning and upload, so you can see where it is from your account. Colour and density are corrected frame by frame, and negatives are sleeved, stored or shipped back as you choose.',
    ],
    [
      'Why memberships',
      'Photographers who shoot regularly told us they wanted lower prices per roll, faster turnaround and a permanent home for their scans. Memberships give them exactly that; everyone else can order on demand.',
    ],
  ] as ReadonlyArray<readonly [heading: string, text: string]>,
};

/** The about page's built body as Markdown (what the admin area shows before staff write their own). */
export const aboutBodyMarkdown = () =>
  ABOUT_COPY.body.map(([heading, text]) => `## ${heading}\n\n${text}`).join('\n\n');
