import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { CITY_SLUGS, TOPIC_PATHS } from '../content/landing-routes';
import { loadQueryRuntime } from '../lib/query-gate';
import { PageLoader } from '../ui/spinner';
import {
  adminPageRoutes,
  publicComingSoonRoutes,
  shopComingSoonRoutes,
  soon,
  userPageRoutes,
} from './coming-soon-pages';
import { EntryRoute } from './guards/entry-route';
import { RequireLogin } from './guards/require-login';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './pages/route-error';

// One route table for spec section 2 (2.1 entry, 2.2 public, 2.3 user, 2.4 admin and vendor).
// Each layout and each real page is its own chunk, so the landing page loads only what it shows.

const LandingRoute = lazy(async () => ({ default: (await import('./pages/landing-route')).LandingRoute }));

function Landing() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LandingRoute />
    </Suspense>
  );
}

/**
 * The landing page's routes besides `/` (spec 2.2, 2.6), without the leading slash. Paths only: the
 * copy (content/landing) loads with the landing chunk. The spec's two hashed topic routes got these
 * slugs in content/landing/topics.ts; a test checks this list against the content.
 */
const HASHED_TOPIC_SLUGS = ['film-processing-by-mail', 'color-film-developing'];
export const LANDING_ROUTE_PATHS: readonly string[] = [
  'lab',
  'club',
  ...CITY_SLUGS.map((city) => `film-developing-${city}`),
  ...TOPIC_PATHS,
  ...HASHED_TOPIC_SLUGS,
];

const layouts = {
  public: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
  shop: async () => ({ Component: (await import('./layouts/shop-layout')).ShopLayout }),
  user: async () => ({ Component: (await import('./layouts/user-layout')).UserLayout }),
  adminUser: async () => ({ Component: (await import('./layouts/user-layout')).AdminUserLayout }),
  admin: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
  vendor: async () => ({ Component: (await import('./layouts/vendor-layout')).VendorLayout }),
};

const pages = {
  login: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  signup: async () => ({ Component: (await import('./pages/signup-page')).SignupPage }),
  passwordReset: async () => ({ Component: (await import('./pages/password-reset-page')).PasswordResetPage }),
  completeDetails: async () => ({ Component: (await import('./pages/complete-details-page')).CompleteDetailsPage }),
  notFound: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
  landing: async () => ({ Component: (await import('./pages/landing-route')).LandingRoute }),
  pricing: async () => ({ Component: (await import('./pages/marketing-pages')).PricingRoute }),
  about: async () => ({ Component: (await import('./pages/marketing-pages')).AboutRoute }),
  faq: async () => ({ Component: (await import('./pages/marketing-pages')).FaqRoute }),
  memberships: async () => ({ Component: (await import('./pages/marketing-pages')).MembershipsRoute }),
  privacy: async () => ({ Component: (await import('./pages/marketing-pages')).PrivacyRoute }),
  terms: async () => ({ Component: (await import('./pages/marketing-pages')).TermsRoute }),
  collections: async () => ({ Component: (await import('./pages/shop-routes')).CollectionsRoute }),
  collection: async () => ({ Component: (await import('./pages/shop-routes')).CollectionRoute }),
  product: async () => ({ Component: (await import('./pages/shop-routes')).ProductRoute }),
  checkout: async () => ({ Component: (await import('./pages/checkout-routes')).GuestCheckoutRoute }),
  order: async () => ({ Component: (await import('./pages/checkout-routes')).OrderRoute }),
};

const tree: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: layouts.public,
        children: [
          { index: true, element: <EntryRoute landing={<Landing />} /> },
          ...LANDING_ROUTE_PATHS.map((path) => ({ path, lazy: pages.landing })),
          { path: 'pricing', lazy: pages.pricing },
          { path: 'about', lazy: pages.about },
          { path: 'frequently-asked-questions', lazy: pages.faq },
          { path: 'memberships', lazy: pages.memberships },
          { path: 'privacy-policy', lazy: pages.privacy },
          { path: 'terms', lazy: pages.terms },
          ...publicComingSoonRoutes(),
          { path: 'login', lazy: pages.login },
          { path: 'signup', lazy: pages.signup },
          { path: 'password-reset', lazy: pages.passwordReset },
          {
            element: <RequireLogin />,
            children: [
              { path: 'complete-user-details', lazy: pages.completeDetails },
              soon(
                'onboarding/*',
                'Your First Order',
                'Your first order starts here',
                'Tell us about your rolls and how you will send them, and we take it from there.',
              ),
            ],
          },
          { path: '*', lazy: pages.notFound },
        ],
      },
      {
        lazy: layouts.shop,
        children: [
          { path: 'collections', lazy: pages.collections },
          { path: 'collections/:collectionSlug', lazy: pages.collection },
          { path: 'products/:productName', lazy: pages.product },
          { path: 'checkout', lazy: pages.checkout },
          { path: 'orders/:orderId', lazy: pages.order },
          ...shopComingSoonRoutes(),
        ],
      },
      {
        path: 'users/:userId',
        element: <RequireLogin />,
        children: [{ lazy: layouts.user, children: userPageRoutes() }],
      },
      {
        path: 'admin',
        element: <RequireLogin />,
        children: [
          {
            element: <RequireRole roles={['ADMIN']} />,
            children: [
              {
                lazy: layouts.admin,
                children: [
                  ...adminPageRoutes(),
                  { path: 'users/:userId', lazy: layouts.adminUser, children: userPageRoutes() },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'vendor-orders',
        element: <RequireLogin />,
        children: [
          { element: <RequireRole roles={['VENDOR', 'ADMIN']} />, children: [{ index: true, lazy: layouts.vendor }] },
        ],
      },
    ],
  },
];

/** The marketing routes: pre-rendered, and run without TanStack Query for visitors. */
const MARKETING_LOADERS: ReadonlySet<unknown> = new Set([
  layouts.public,
  pages.landing,
  pages.pricing,
  pages.about,
  pages.faq,
  pages.memberships,
  pages.privacy,
  pages.terms,
]);

const loadQueries = async () => {
  await loadQueryRuntime();
  return {};
};

/**
 * Every other route loads TanStack Query (lib/query-gate.tsx) along with its chunk, so any page may
 * use it; a route added later gets the same without doing anything.
 */
function loadQueriesOutsideMarketing(route: RouteObject, parentIsMarketing: boolean): RouteObject {
  const marketing =
    route.id === 'root' ||
    MARKETING_LOADERS.has(route.lazy) ||
    (parentIsMarketing && route.index === true && route.lazy === undefined);
  const children = route.children?.map((child) => loadQueriesOutsideMarketing(child, marketing));
  if (marketing) return { ...route, children } as RouteObject;
  const { lazy } = route;
  const withQueries =
    typeof lazy === 'function'
      ? async () => (await Promise.all([lazy(), loadQueryRuntime()]))[0]
      : lazy === undefined
        ? loadQueries
        : lazy;
  return { ...route, lazy: withQueries, children } as RouteObject;
}

export const routes: RouteObject[] = tree.map((route) => loadQueriesOutsideMarketing(route, false));
