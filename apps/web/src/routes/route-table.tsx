import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LANDING_PATHS } from '../content/landing-routes';
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

const LandingHero = lazy(async () => ({ default: (await import('../features/landing/landing-hero')).LandingHero }));

function Landing() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LandingHero />
    </Suspense>
  );
}

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
};

export const routes: RouteObject[] = [
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
          ...LANDING_PATHS.map((path) => ({ path, element: <Landing /> })),
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
      { lazy: layouts.shop, children: shopComingSoonRoutes() },
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
