// Topic landing copy for the pages that do not start with a mail-in order: the two e-shop pages
// (spec 2.6: Browse Our E-Shop, Select Your Rolls, Place Your Order) and the camera page, which
// starts on the blog.
import { blogSteps, shopSteps, topicPage } from './steps';

export const PHOTO_FILM_35MM = topicPage({
  slug: '35mm-photo-film',
  steps: 'shop',
  bgImg: 'film-rolls-flatlay',
  title: '35mm Photo Film, Cold-Stored and Ready to Ship',
  description:
    'Shop 35mm photo film kept in cold storage: color negative, black and white and slide stocks, shipped fast, with lower prices for members of our film lab.',
  sectionTitle: 'Buy 35mm Film From a Film Lab',
  sectionPointsSubtitle: 'The lab that develops your rolls also stocks them.',
  sectionPoints: shopSteps({
    browse: 'See every 35mm stock we carry, from everyday color negative to black and white and slide film.',
    select: 'Pick your stocks and quantities; members see their lower price on every roll.',
    place:
      'Check out and choose your shipping, overnight included. When the rolls are shot, send them back to us to develop.',
  }),
  freeShippingPoint: 'Free Shipping Labels When You Send Them Back',
  fastPrintTurnaroundPoint: 'Fast Prints From the Film You Buy Here',
  eshopPointsSubtitle: 'Cold-stored 35mm film with member pricing and overnight shipping options.',
  communitySubtitle: 'What the community shoots on the 35mm film we sell.',
  reviewsSubtitle: 'Customers on buying and developing film with {lab}.',
});

export const BEST_35MM_FILM = topicPage({
  slug: 'best-35mm-film',
  steps: 'shop',
  bgImg: 'film-rolls-flatlay',
  title: 'The Best 35mm Film for How You Shoot',
  description:
    'Which 35mm film is best? Fine-grain ISO 100 for sun, 400 for everyday, tungsten for night, black and white for grit. Browse our picks, all kept cold until sold.',
  sectionTitle: 'Choosing the Best 35mm Film',
  sectionPointsSubtitle: 'Match the film to the light, then let the lab handle the rest.',
  sectionPoints: shopSteps({
    browse:
      'Start with the light you shoot in: slow film for bright sun, 400-speed for everything else, and tungsten-balanced stock for night and neon.',
    select:
      'Color negative forgives exposure mistakes, slide film rewards exact metering, and black and white can be pushed for low light. Pick a few and compare.',
    place:
      'Order your rolls, shoot them, and send them back to us to develop; we scan and correct each stock with care.',
  }),
  freeShippingPoint: 'Free Labels to Send Your Test Rolls Back',
  fastPrintTurnaroundPoint: 'Prints That Show Off Each Stock',
  eshopPointsSubtitle: 'Our favorite 35mm stocks, stored cold and shipped fast.',
  communitySubtitle: 'The same stocks in the hands of our community.',
  reviewsSubtitle: 'Photographers on the films they keep coming back to.',
});

export const FILM_CAMERA_PHOTOGRAPHY = topicPage({
  slug: 'film-camera-photography',
  steps: 'blog',
  bgImg: 'camera-in-hand',
  title: 'Film Camera Photography, From First Roll to Finished Scans',
  description:
    'New to film camera photography? Learn how to load, meter and shoot your first roll with our guides, then send it to our lab to be developed and scanned.',
  sectionTitle: 'Getting Started With a Film Camera',
  sectionPointsSubtitle: 'Learn, shoot, then let the lab do the chemistry.',
  sectionPoints: blogSteps({
    learn:
      'Our blog covers loading film, reading a light meter, choosing a stock and avoiding the classic first-roll mistakes.',
    shoot:
      'Start with a forgiving 400-speed color film, shoot in good light and finish the roll; color negative film has exposure latitude on your side.',
    send: 'Add the roll to an order, print the free label and mail it in. Your scans come back to your account.',
  }),
  freeShippingPoint: 'Free Labels for Your First Roll and Every One After',
  fastPrintTurnaroundPoint: 'Your First Prints, Fast',
  eshopPointsSubtitle: 'Beginner-friendly film, cold-stored and shipped fast.',
  communitySubtitle: 'Inspiration from photographers in the {lab} community.',
  reviewsSubtitle: 'Photographers on learning film with {lab}.',
});
