import { lazy, Suspense } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { CITY_SLUGS, HASHED_TOPIC_SLUGS, TOPIC_PATHS } from '@filmlab/domain';
import { loadQueryRuntime } from '../lib/query-gate';
import { PageLoader } from '../ui/spinner';
import { EntryRoute } from './guards/entry-route';
import { PublicLayout } from './layouts/public-layout';
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
export const LANDING_ROUTE_PATHS: readonly string[] = [
  'lab',
  'club',
  ...CITY_SLUGS.map((city) => `film-developing-${city}`),
  ...TOPIC_PATHS,
  ...HASHED_TOPIC_SLUGS,
];

const pages = {
  notFound: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
  landing: async () => ({ Component: (await import('./pages/landing-route')).LandingRoute }),
  pricing: async () => ({ Component: (await import('./pages/marketing-pages')).PricingRoute }),
  about: async () => ({ Component: (await import('./pages/marketing-pages')).AboutRoute }),
  faq: async () => ({ Component: (await import('./pages/marketing-pages')).FaqRoute }),
  memberships: async () => ({ Component: (await import('./pages/marketing-pages')).MembershipsRoute }),
  privacy: async () => ({ Component: (await import('./pages/marketing-pages')).PrivacyRoute }),
  terms: async () => ({ Component: (await import('./pages/marketing-pages')).TermsRoute }),
};

/**
 * The entry's routes: the marketing pages and the 404 page. Every other route (routes/app-routes.tsx)
 * is patched in by `createRoutePatcher` when a navigation first needs it: until then such a path
 * matches only the 404 splat, which has a param, so React Router asks the patcher first.
 */
const tree: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // The layout of the marketing, auth and onboarding pages, where most visits begin, ships
        // with the entry rather than as a lazy chunk of its own (fewer, larger requests).
        id: 'public',
        Component: PublicLayout,
        children: [
          { index: true, element: <EntryRoute landing={<Landing />} /> },
          ...LANDING_ROUTE_PATHS.map((path) => ({ path, lazy: pages.landing })),
          { path: 'pricing', lazy: pages.pricing },
          { path: 'about', lazy: pages.about },
          { path: 'frequently-asked-questions', lazy: pages.faq },
          { path: 'memberships', lazy: pages.memberships },
          { path: 'privacy-policy', lazy: pages.privacy },
          { path: 'terms', lazy: pages.terms },
          { path: '*', lazy: pages.notFound },
        ],
      },
    ],
  },
];

/** The marketing routes: pre-rendered, and run without TanStack Query for visitors. */
const MARKETING_LOADERS: ReadonlySet<unknown> = new Set([
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
export function loadQueriesOutsideMarketing(route: RouteObject, parentIsMarketing: boolean): RouteObject {
  const marketing =
    route.id === 'root' ||
    route.id === 'public' ||
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

/**
 * The `patchRoutesOnNavigation` option for one router: loads routes/app-routes.tsx once and patches
 * its routes into the public layout and the root. Each router needs its own (tests make many).
 */
export function createRoutePatcher(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    const { appRouteTrees, publicAppRoutes } = await import('./app-routes');
    // An aborted navigation's patch does nothing: leave it to the next one.
    if (patched || signal.aborted) return;
    patched = true;
    patch(
      'public',
      publicAppRoutes().map((route) => loadQueriesOutsideMarketing(route, false)),
    );
    patch(
      'root',
      appRouteTrees().map((route) => loadQueriesOutsideMarketing(route, false)),
    );
  };
}
