// The pages of each section of the app outside the marketing pages: the member's pages, the admin area,
// the public pages that need the app and the shop's; app-routes.tsx puts them under their layouts.
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { adminCatalogueRoutes } from './admin-catalogue-routes';

const adminSocialSubmissions = async () => ({
  Component: (await import('../features/community/components/admin-submissions-page')).AdminSubmissionsPage,
});

// Couriers: the lab's messengers, one messenger, and a printable route sheet.
const couriers = {
  list: async () => ({ Component: (await import('../features/couriers/components/messengers-page')).MessengersPage }),
  one: async () => ({ Component: (await import('../features/couriers/components/messenger-page')).MessengerPage }),
  printable: async () => ({
    Component: (await import('../features/couriers/components/printable-routes-page')).PrintableRoutesPage,
  }),
};
const adminOrders = async () => ({
  Component: (await import('../features/lab-board/components/orders-board-page')).OrdersBoardPage,
});

const adminJobs = async () => ({
  Component: (await import('../features/admin-jobs/components/jobs-page')).JobsPage,
});
// The lab's operations: roll events, lab settings.
const labOperations = {
  rollEvents: async () => ({
    Component: (await import('../features/roll-events/components/roll-events-dashboard')).RollEventsDashboard,
  }),
  stageRolls: async () => ({
    Component: (await import('../features/roll-events/components/stage-rolls-page')).StageRollsPage,
  }),
  settings: async () => ({
    Component: (await import('../features/lab-settings/components/lab-settings-page')).LabSettingsPage,
  }),
  identity: async () => ({
    Component: (await import('../features/lab-identity/components/lab-identity-page')).LabIdentityPage,
  }),
};
const adminPrices = async () => ({
  Component: (await import('../features/admin-prices/components/prices-page')).PricesPage,
});
const adminPageWords = async () => ({
  Component: (await import('./pages/admin-page-words-route')).AdminPageWordsRoute,
});
const adminSitePhotos = async () => ({
  Component: (await import('../features/admin-site-photos/components/site-photos-page')).SitePhotosPage,
});
const adminStations = async () => ({
  Component: (await import('../features/admin-stations/components/stations-page')).StationsPage,
});
const adminTiffUnlocks = async () => ({
  Component: (await import('../features/tiff-unlocks/components/tiff-unlocks-page')).TiffUnlocksPage,
});

const lazySettings = async () => {
  const { SettingsRoute } = await import('./pages/settings-route');
  return { Component: SettingsRoute };
};

const lazyReferrals = async () => ({
  Component: (await import('./pages/referrals-route')).ReferralsRoute,
});

const lazyCheckout = async () => {
  const { UserCheckoutRoute } = await import('./pages/checkout-routes');
  return { Component: UserCheckoutRoute };
};

// Development orders: a new order, the orders list and the order summary.
const devOrders = {
  newOrder: async () => ({ Component: (await import('./pages/development-order-routes')).NewOrderRoute }),
  orders: async () => ({ Component: (await import('./pages/development-order-routes')).OrdersRoute }),
  summary: async () => ({ Component: (await import('./pages/development-order-routes')).OrderSummaryRoute }),
  addRush: async () => ({ Component: (await import('./pages/development-order-routes')).AddRushRoute }),
  orderPage: async () => ({ Component: (await import('./pages/development-order-routes')).OrderPageRedirect }),
  returnNegatives: async () => ({
    Component: (await import('./pages/development-order-routes')).ReturnNegativesRoute,
  }),
};

/** /onboarding/rolls: a customer's first order (spec 2.1). */
export const onboardingRollsRoute: RouteObject = { path: 'onboarding/rolls', lazy: devOrders.newOrder };

// The members' library: rolls, a roll, the gallery viewer and the contact sheet.
const library = {
  rolls: async () => ({ Component: (await import('./pages/library-routes')).LibraryRoute }),
  roll: async () => ({ Component: (await import('./pages/library-routes')).RollRoute }),
  gallery: async () => ({ Component: (await import('./pages/library-routes')).GalleryRoute }),
  contactSheet: async () => ({ Component: (await import('./pages/library-routes')).ContactSheetRoute }),
};

// Prints: 4x6 prints, large format and a print order.
const prints = {
  small: async () => ({ Component: (await import('./pages/print-routes')).SmallPrintsRoute }),
  largeFormat: async () => ({ Component: (await import('./pages/print-routes')).LargeFormatRoute }),
  order: async () => ({ Component: (await import('./pages/print-routes')).PrintOrderRoute }),
};

/**
 * The user routes of spec 2.3, relative to /users/{userId}; /admin/users/{userId} mirrors them.
 * Anything else under the user path goes to /.
 */
export function userPageRoutes(): RouteObject[] {
  return [
    { index: true, lazy: library.rolls },
    { path: 'rolls', lazy: library.rolls },
    { path: 'rolls/:rollId', lazy: library.roll },
    { path: 'rolls/:rollId/digital-contact-sheet', lazy: library.contactSheet },
    { path: 'gallery/:galleryImageId', lazy: library.gallery },
    { path: 'settings', lazy: lazySettings },
    { path: 'referrals', lazy: lazyReferrals },
    { path: 'orders', lazy: devOrders.orders },
    { path: 'orders/new/rolls', lazy: devOrders.newOrder },
    { path: 'orders/:orderId/summary', lazy: devOrders.summary },
    { path: 'orders/:orderId/return-negatives-form', lazy: devOrders.returnNegatives },
    { path: 'orders/:orderId/add-rush', lazy: devOrders.addRush },
    { path: 'orders/:orderId/*', lazy: devOrders.orderPage },
    { path: 'checkout', lazy: lazyCheckout },
    { path: 'small-print-orders', lazy: prints.small },
    { path: 'print-orders/new/selector', lazy: prints.largeFormat },
    { path: 'print-orders/:printId/*', lazy: prints.order },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

/** The admin pages of spec 2.4, relative to /admin. */
export function adminPageRoutes(): RouteObject[] {
  return [
    { index: true, element: <Navigate to="/admin/orders" replace /> },
    { path: 'orders', lazy: adminOrders },
    { path: 'messengers', lazy: couriers.list },
    { path: 'messengers/:messengerId', lazy: couriers.one },
    { path: 'messengers/:messengerId/printable-routes', lazy: couriers.printable },
    ...adminCatalogueRoutes(),
    { path: 'jobs', lazy: adminJobs },
    { path: 'stations', lazy: adminStations },
    { path: 'social-submissions', lazy: adminSocialSubmissions },
    { path: 'tiff-unlocks', lazy: adminTiffUnlocks },
    { path: 'roll-events-dashboard', lazy: labOperations.rollEvents },
    { path: 'roll-events-dashboard/:event', lazy: labOperations.stageRolls },
    { path: 'settings', lazy: labOperations.settings },
    { path: 'prices', lazy: adminPrices },
    { path: 'lab', lazy: labOperations.identity },
    { path: 'pages', lazy: adminPageWords },
    { path: 'photos', lazy: adminSitePhotos },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

/** Public pages of spec 2.2 under /memberships (the tiers page itself is in the route table). */
export function publicPageRoutes(): RouteObject[] {
  return [
    {
      path: 'memberships/purchase',
      lazy: async () => ({
        Component: (await import('./pages/membership-purchase-route')).MembershipPurchaseRoute,
      }),
    },
    // Nothing else lives under /memberships: an old or mistyped link lands on the tiers.
    { path: 'memberships/*', element: <Navigate to="/memberships" replace /> },
  ];
}

/** The shop layout's pages (spec 2.2) not built yet; collections and products are in the route table. */
export function shopPageRoutes(): RouteObject[] {
  return [];
}
