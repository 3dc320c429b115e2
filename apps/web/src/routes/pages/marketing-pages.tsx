// The marketing pages, composed from features/marketing (one lazy chunk for these pages).
export { PricingPage as PricingRoute } from '../../features/marketing/pricing/pricing-page';
export {
  AboutPage as AboutRoute,
  FaqPage as FaqRoute,
  MembershipsPage as MembershipsRoute,
  PrivacyPage as PrivacyRoute,
  TermsPage as TermsRoute,
} from '../../features/marketing/pages/content-pages';
// The FAQ's and the about page's built copy, for the admin area's page words screen (built-word-pages.ts):
// taken from this chunk, which holds it, so sharing it makes no chunk of its own.
export { faqGroups } from '../../features/marketing/pages/faq';
export { ABOUT_COPY, aboutBodyMarkdown, FAQ_COPY } from '../../content/page-copy';
