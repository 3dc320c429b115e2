// The marketing pages, composed from features/marketing (one lazy chunk for these pages).
export { PricingPage as PricingRoute } from '../../features/marketing/pricing/pricing-page';
export {
  AboutPage as AboutRoute,
  FaqPage as FaqRoute,
  MembershipsPage as MembershipsRoute,
  PrivacyPage as PrivacyRoute,
  TermsPage as TermsRoute,
} from '../../features/marketing/pages/content-pages';
