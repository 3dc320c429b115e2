// The built copy of the sections the landing pages show after the hero (`/`, `/lab`, `/club`, and the
// city and topic pages but for their own parts), by section id: the words staff may rewrite on `/`,
// `/lab` and `/club` (fields `<id>-title`, `<id>-body`; packages/domain/src/page-words.ts), and what
// the admin area shows where they leave a field empty.

/** The hero's line; `{lab}` is the lab's name. */
export const HOME_HERO = '{lab} is a platform & full service film lab empowering the film photography community.';

/** Each section's title and paragraph. */
export const HOME_SECTION_COPY: Readonly<Record<string, readonly [title: string, body: string]>> = {
  'development-scanning': [
    'Developed by hand, scanned with care',
    'We develop C-41, black and white, E-6 and ECN-2 film and scan every frame. Members get a roll management platform with search, tagging, downloading and sharing for every roll they send.',
  ],
  platform: [
    'A home for every roll',
    'Your scans land in your account roll by roll. Search by film stock or tag, download a whole roll at once and share it with one link. Order prints and re-scans from the same place.',
  ],
  printing: [
    'Prints from your own scans',
    'Choose a frame, a paper and a size, see the crop, and we print it for you.',
  ],
  'film-shop': ['Fresh film, kept cold', 'Cold-stored 35mm and 120 film, with lower prices for members.'],
  community: ['Shot by the community', 'Photographs our members shot on film and shared with us.'],
  pricing: [
    'Pay per roll, or join and pay less',
    'No membership needed: develop and scan on demand. Shoot more than a few rolls a year and a membership pays for itself.',
  ],
  questions: [
    'Everything people ask us',
    'How to pack and send your rolls, which processes we run, how long it takes and how you get your negatives back.',
  ],
  gallery: [
    'Selected from the community',
    'Frames members tagged for us, picked by the lab. Open one to see it full size.',
  ],
  reviews: ['What photographers say', 'What photographers say about us.'],
};
