import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import {
  adminPageRoutes,
  onboardingRollsRoute,
  publicPageRoutes,
  shopPageRoutes,
  userPageRoutes,
} from './section-routes';
import { RequireLogin } from './guards/require-login';
import { RequireRole } from './guards/require-role';

// Every route outside the marketing pages (spec 2.2 shop and account pages, 2.3, 2.4). The route
// table (route-table.tsx) patches them in on the first navigation that needs them, so the landing
// page's entry chunk does not carry them.

const layouts = {
  shop: async () => ({ Component: (await import('./layouts/shop-layout')).ShopLayout }),
  user: async () => ({ Component: (await import('./layouts/user-layout')).UserLayout }),
  adminUser: async () => ({ Component: (await import('./layouts/user-layout')).AdminUserLayout }),
  admin: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
  vendor: async () => ({ Component: (await import('./layouts/vendor-layout')).VendorLayout }),
  messenger: async () => ({ Component: (await import('./pages/messenger-route')).MessengerRoute }),
};

const pages = {
  login: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
  signup: async () => ({ Component: (await import('./pages/signup-page')).SignupPage }),
  passwordReset: async () => ({ Component: (await import('./pages/password-reset-page')).PasswordResetPage }),
  twoFactor: async () => ({ Component: (await import('./pages/two-factor-page')).TwoFactorPage }),
  completeDetails: async () => ({ Component: (await import('./pages/complete-details-page')).CompleteDetailsPage }),
  collections: async () => ({ Component: (await import('./pages/shop-routes')).CollectionsRoute }),
  collection: async () => ({ Component: (await import('./pages/shop-routes')).CollectionRoute }),
  product: async () => ({ Component: (await import('./pages/shop-routes')).ProductRoute }),
  checkout: async () => ({ Component: (await import('./pages/checkout-routes')).GuestCheckoutRoute }),
  order: async () => ({ Component: (await import('./pages/checkout-routes')).OrderRoute }),
  sharedScans: async () => ({ Component: (await import('./pages/shared-scans-route')).SharedScansRoute }),
  claimOrder: async () => ({
    Component: (await import('../features/vendor-orders/components/claim-order-page')).ClaimOrderPage,
  }),
};

/** The public layout's pages besides the marketing ones: sign-in, sign-up and the unbuilt pages. */
export function publicAppRoutes(): RouteObject[] {
  return [
    ...publicPageRoutes(),
    { path: 'login', lazy: pages.login },
    { path: 'signup', lazy: pages.signup },
    { path: 'password-reset', lazy: pages.passwordReset },
    { path: 'claim-order', lazy: pages.claimOrder },
    {
      element: <RequireLogin />,
      children: [
        { path: 'two-factor', lazy: pages.twoFactor },
        { path: 'complete-user-details', lazy: pages.completeDetails },
        onboardingRollsRoute,
        // Onboarding is the first order: /onboarding, or an old or mistyped link under it, lands there.
        { path: 'onboarding/*', element: <Navigate to="/onboarding/rolls" replace /> },
      ],
    },
  ];
}

/** The shop, user, admin and vendor trees, children of the root route. */
export function appRouteTrees(): RouteObject[] {
  return [
    {
      lazy: layouts.shop,
      children: [
        { path: 'collections', lazy: pages.collections },
        { path: 'collections/:collectionSlug', lazy: pages.collection },
        // The shop's own page under /products/ (the empty cart's link): a slug no product may take
        // (RESERVED_PRODUCT_SLUGS, checked against this table in route-patterns.test.ts).
        { path: 'products/all', lazy: pages.collections },
        { path: 'products/:productName', lazy: pages.product },
        { path: 'checkout', lazy: pages.checkout },
        { path: 'orders/:orderId', lazy: pages.order },
        { path: 'shared-scans/*', lazy: pages.sharedScans },
        ...shopPageRoutes(),
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
    {
      path: 'messenger',
      element: <RequireLogin />,
      children: [
        { element: <RequireRole roles={['MESSENGER']} />, children: [{ index: true, lazy: layouts.messenger }] },
      ],
    },
  ];
}
