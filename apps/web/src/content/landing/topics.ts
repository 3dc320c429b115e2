// Topic landing copy: the 14 non-city routes of spec 2.6. Two of them are hashed paths in the spec;
// they are published here as /film-processing-by-mail and /color-film-developing.
import { PAGE_PRICES } from '../../lib/page-prices';
import { mailInSteps, topicPage } from './steps';
import { BEST_35MM_FILM, FILM_CAMERA_PHOTOGRAPHY, PHOTO_FILM_35MM } from './topics-shop';
import type { TopicLandingContent } from './types';

// The cheap-developing page quotes prices, so it reads them from the lab's price list in force.
const ON_DEMAND_ROLL = PAGE_PRICES.amount('devScan', 'NON_MEMBER');
const MEMBER_ROLL_FROM = PAGE_PRICES.memberFrom('devScan');

/** In the order spec 2.6 lists them. */
export const TOPICS: readonly TopicLandingContent[] = [
  topicPage({
    slug: 'film-lab-nyc',
    steps: 'mail-in',
    bgImg: 'darkroom-safelight',
    title: 'A Film Lab in New York City',
    description:
      'A full-service film lab in Brooklyn, New York: C-41, black and white, E-6 and ECN-2 developing, hi-res scanning, prints and film, with drop-off or mail-in.',
    sectionTitle: 'Your Film Lab in Brooklyn',
    sectionPointsSubtitle: 'Drop off in person or send by mail; every roll gets the same care.',
    sectionPoints: mailInSteps({
      setup:
        'Create a free account and add your rolls with the scans and add-ons you want. Choose drop-off in Brooklyn, or mail them with the free label.',
      ship: 'Bring the rolls to our Brooklyn drop-off, or ship them from anywhere with the free label from your account.',
      receive:
        'Each roll is developed, scanned and color-corrected by hand, then posted to your account to search, tag, download and share.',
    }),
    freeShippingPoint: 'Brooklyn Drop-Off or Free Shipping Labels',
    fastPrintTurnaroundPoint: 'Fast Print Turn-Around in NYC',
    eshopPointsSubtitle: 'Cold-stored film from the same lab that develops it.',
    communitySubtitle: 'Work from photographers who develop with {lab}.',
    reviewsSubtitle: 'What our customers say about {lab}.',
  }),
  topicPage({
    slug: '35mm-developing-nyc',
    steps: 'mail-in',
    bgImg: 'brownstone-street',
    title: '35mm Film Developing in NYC',
    description:
      '35mm developing in NYC for color, black and white and slide film, plus disposables and half-frame. Drop off in Brooklyn or mail in; scans go to your account.',
    sectionTitle: '35mm, Developed and Scanned in Brooklyn',
    sectionPointsSubtitle: 'From a 36-exposure roll to scans you can search and share.',
    sectionPoints: mailInSteps({
      setup:
        'Create a free account, add your 35mm rolls and note any push or pull, half-frame or cross-processing. Drop off in Brooklyn or print the free label.',
      ship: 'Rewind fully, put each roll back in its canister, and bring them in or send them. Disposable cameras go in the box whole.',
      receive:
        'Your 35mm scans post to your account frame by frame. Choose 4K or pro scans for the frames you plan to print large.',
    }),
    freeShippingPoint: 'Free Labels for 35mm Rolls From Anywhere',
    fastPrintTurnaroundPoint: 'Quick 35mm Prints From Your Scans',
    eshopPointsSubtitle: 'Color, black and white and slide 35mm film, cold-stored in Brooklyn.',
    communitySubtitle: '35mm frames from the {lab} community.',
    reviewsSubtitle: 'New York shooters on our 35mm developing.',
  }),
  topicPage({
    slug: 'film-processing-by-mail',
    steps: 'mail-in',
    bgImg: 'darkroom-safelight',
    title: 'Film Processing by Mail',
    description:
      'Film processing by mail from any US address: print a free label, box up 35mm, 120 or disposables, and get developed, scanned rolls back in your online account.',
    sectionTitle: 'Mail-In Film Processing, Start to Finish',
    sectionPointsSubtitle: 'Three steps from your mailbox to ours and back to your screen.',
    sectionPoints: mailInSteps({
      ship: 'Put each roll back in its canister or foil, pad the box so nothing rolls around, and hand it to the carrier. Tracking shows you when it reaches the lab.',
      receive:
        'When your rolls are done, the scans appear in your account. Ask for your negatives back, sleeved if you like, or have them tossed.',
    }),
    freeShippingPoint: 'Free Shipping Labels on Mail-In Orders',
    fastPrintTurnaroundPoint: 'Prints Mailed Back Quickly',
    eshopPointsSubtitle: 'Restock your film while your rolls are in the lab.',
    communitySubtitle: 'Mailed-in rolls, shared by the {lab} community.',
    reviewsSubtitle: 'Mail-in customers on how their film was handled.',
  }),
  PHOTO_FILM_35MM,
  BEST_35MM_FILM,
  topicPage({
    slug: 'where-can-you-get-rolls-of-film-developed',
    steps: 'mail-in',
    bgImg: 'darkroom-safelight',
    title: 'Where Can You Get Rolls of Film Developed?',
    description:
      'Pharmacies and big-box stores have mostly stopped developing film. A mail-in lab picks up the slack: send your rolls with a free label and get the scans online.',
    sectionTitle: 'Get Your Rolls Developed by a Real Lab',
    sectionPointsSubtitle: 'Most drugstores stopped developing film; a dedicated lab is the answer.',
    sectionPoints: mailInSteps({
      ship: 'Box up your rolls in any format: 35mm, 120 or disposable cameras. Attach the free label and hand it to the carrier.',
      receive:
        'We develop and scan each roll and post the scans to your account, where you can download, share or order prints.',
    }),
    freeShippingPoint: 'Free Shipping Labels, Wherever You Are',
    fastPrintTurnaroundPoint: 'Fast Prints Once Your Scans Are In',
    eshopPointsSubtitle: 'Need more film? Buy fresh rolls from the same lab.',
    communitySubtitle: 'Rolls developed at {lab}, shared by the people who shot them.',
    reviewsSubtitle: 'People who found us when their local shop stopped developing.',
  }),
  topicPage({
    slug: 'where-can-you-send-film-to-be-developed',
    steps: 'mail-in',
    bgImg: 'camera-in-hand',
    title: 'Where Can You Send Film to Be Developed?',
    description:
      'You can send film to our lab from anywhere in the US. We develop C-41, B&W, E-6 and ECN-2, scan every frame, and can mail your negatives back, sleeved or not.',
    sectionTitle: 'Send Your Film to Our Lab',
    sectionPointsSubtitle: 'One box, one free label, every format.',
    sectionPoints: mailInSteps({
      ship: 'Use the free label from your account on any sturdy box. Keep the rolls in their canisters, pad the gaps, and ship early in the week so the box does not sit over a weekend.',
      receive:
        'Your scans post to your account as each roll is finished. Choose whether your negatives come back, cut and sleeved or uncut, or are tossed.',
    }),
    freeShippingPoint: 'A Free Label for Every Box',
    fastPrintTurnaroundPoint: 'Prints Posted Back Fast',
    eshopPointsSubtitle: 'Fresh, cold-stored film for the next roll you send.',
    communitySubtitle: 'Film sent in from across the country by the {lab} community.',
    reviewsSubtitle: 'Customers on sending their film to us.',
  }),
  topicPage({
    slug: 'color-film-developing',
    steps: 'mail-in',
    bgImg: 'darkroom-safelight',
    title: 'Color Film Developing: C-41, E-6 and ECN-2',
    description:
      'Color film developing for C-41 negative, E-6 slide and ECN-2 motion picture stocks in 35mm and 120, with color and density corrections on every scan.',
    sectionTitle: 'Every Color Process Under One Roof',
    sectionPointsSubtitle: 'C-41, E-6 and ECN-2, each run in its own chemistry.',
    sectionPoints: mailInSteps({
      ship: 'Mark any slide or cine rolls when you add them to your order, so each goes to the right process. Then box them up and ship with the free label.',
      receive:
        'Scans arrive color-corrected in your account. Slide film is scanned to keep its saturation; negative film is balanced frame by frame.',
    }),
    freeShippingPoint: 'Free Shipping Labels for Color Rolls',
    fastPrintTurnaroundPoint: 'Color Prints, Turned Around Fast',
    eshopPointsSubtitle: 'Color negative and slide film in 35mm and 120, from cold storage.',
    communitySubtitle: 'Color work from the {lab} community.',
    reviewsSubtitle: 'Photographers on our color developing and scans.',
  }),
  topicPage({
    slug: 'cheap-film-developing-near-me',
    steps: 'mail-in',
    bgImg: 'film-rolls-flatlay',
    title: 'Cheap Film Developing, Without Cutting Corners',
    description: `Affordable film developing by mail: ${ON_DEMAND_ROLL} a roll on demand or from ${MEMBER_ROLL_FROM} a roll for members, with a free shipping label and every frame scanned.`,
    sectionTitle: 'Low-Cost Developing That Still Looks Good',
    sectionPointsSubtitle: 'Clear prices, free labels, and memberships that lower the cost of every roll.',
    sectionPoints: mailInSteps({
      ship: 'Use the free label from your account, so getting film to the lab costs nothing. Batch a few rolls per box to keep things simple.',
      receive:
        'Scans are included with every roll. If you shoot more than a couple of rolls a month, a membership lowers the per-roll price; the calculator on our pricing page shows where it pays off.',
    }),
    freeShippingPoint: 'Free Shipping Labels Keep Costs Down',
    fastPrintTurnaroundPoint: 'Affordable Prints, Fast',
    eshopPointsSubtitle: 'Film at member prices, kept cold until it ships.',
    communitySubtitle: 'Proof that affordable developing can look great, from the {lab} community.',
    reviewsSubtitle: 'Customers on getting lab quality for less.',
  }),
  topicPage({
    slug: 'where-to-get-film-developed',
    steps: 'mail-in',
    bgImg: 'camera-in-hand',
    title: 'Where to Get Film Developed Today',
    description:
      'Not sure where to get film developed anymore? Mail it to a lab that still does it every day: 35mm, 120 and disposables, scanned and posted to your account.',
    sectionTitle: 'The Simple Answer: Mail It to Us',
    sectionPointsSubtitle: 'No local lab needed.',
    sectionPoints: mailInSteps({
      ship: 'Pack your film in any box, stick on the free label from your account, and drop it with the carrier on your way out.',
      receive: 'We post your scans to your account as each roll is done, ready to download, share or print.',
    }),
    freeShippingPoint: 'Free Labels, Ship From Anywhere',
    fastPrintTurnaroundPoint: 'Prints From Your Scans, Shipped Quickly',
    eshopPointsSubtitle: 'Pick up fresh film while you are here.',
    communitySubtitle: 'Film from people who stopped searching for a lab.',
    reviewsSubtitle: 'Why photographers chose {lab} to develop their film.',
  }),
  FILM_CAMERA_PHOTOGRAPHY,
  topicPage({
    slug: 'film-lab-near-me',
    steps: 'mail-in',
    bgImg: 'city-skyline-dusk',
    title: 'A Film Lab Near You, Wherever You Are',
    description:
      'Searching for a film lab near me? If none is close, your mailbox is. Send rolls to our Brooklyn lab with a free label and get your scans without the drive.',
    sectionTitle: 'The Closest Lab Is Your Mailbox',
    sectionPointsSubtitle: 'A full-service film lab, as near as your front door.',
    sectionPoints: mailInSteps({
      ship: 'Print the free label, box up your rolls and leave them with any carrier. Ground delivery takes one to five business days, depending on where you are.',
      receive: 'Your scans are posted to your account, with no second trip to collect prints or negatives.',
    }),
    freeShippingPoint: 'Free Labels From Any US Address',
    fastPrintTurnaroundPoint: 'Prints Delivered to Your Door',
    eshopPointsSubtitle: 'A film shop that delivers, too.',
    communitySubtitle: 'Photographers from all over who develop with {lab}.',
    reviewsSubtitle: 'Customers near and far on {lab}.',
  }),
  topicPage({
    slug: 'film-developing-labs-near-me',
    steps: 'mail-in',
    bgImg: 'darkroom-safelight',
    title: 'Film Developing Labs Near Me: Your Options',
    description:
      'Comparing film developing labs near you? Check processes, scan quality and turnaround. We run C-41, B&W, E-6 and ECN-2 and accept film from every state.',
    sectionTitle: 'What to Look for in a Film Developing Lab',
    sectionPointsSubtitle: 'Processes, scans, turnaround and what happens to your negatives.',
    sectionPoints: mailInSteps({
      setup:
        'Create a free account and pick your process, scan size and what happens to your negatives; the free shipping label prints from your account.',
      ship: 'Ship from anywhere with the free label; ground delivery takes one to five business days, depending on distance.',
      receive:
        'Your scans arrive in a private account built for film: rolls, tags, search and sharing, not just a download link.',
    }),
    freeShippingPoint: 'Free Labels Make Us Your Local Lab',
    fastPrintTurnaroundPoint: 'Print Turn-Around You Can Count On',
    eshopPointsSubtitle: 'A lab with its own cold-stored film shop.',
    communitySubtitle: 'Work from the photographers who chose {lab}.',
    reviewsSubtitle: 'Customers on how we compare.',
  }),
  topicPage({
    slug: 'photo-labs-that-develop-film',
    steps: 'mail-in',
    bgImg: 'darkroom-safelight',
    title: 'Photo Labs That Still Develop Film',
    description:
      'Plenty of photo labs only print digital files now. Ours still develops film: color negative, black and white, slide and cine, with scans and prints to follow.',
    sectionTitle: 'A Photo Lab Built Around Film',
    sectionPointsSubtitle: 'Developing is our daily work, not a side service.',
    sectionPoints: mailInSteps({
      ship: 'Send any mix of 35mm, 120 and disposable cameras in one box, using the free label from your account.',
      receive:
        'Each roll is developed in its own process, scanned, corrected and posted to your account, where you can order prints on fine art paper.',
    }),
    freeShippingPoint: 'Free Shipping Labels for Your Film',
    fastPrintTurnaroundPoint: 'Fine Art Prints, Fast',
    eshopPointsSubtitle: 'Film, books and prints from the lab shop.',
    communitySubtitle: 'Film photography from the {lab} community.',
    reviewsSubtitle: 'Photographers on finding a lab that still develops film.',
  }),
];
