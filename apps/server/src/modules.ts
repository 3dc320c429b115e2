import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.js';
import { registerAddressRoutes } from './modules/addresses/routes.js';
import { registerAddressSearchRoutes } from './modules/address-search/routes.js';
import { registerBlobRoutes } from './modules/blobs/routes.js';
import { registerLiveFeedRoutes } from './modules/live-feed/routes.js';
import { registerLocationRoutes } from './modules/locations/routes.js';
import { registerMailJobs } from './modules/outbox/mail-jobs.js';
import { registerReceiptJobs } from './modules/receipts/receipt-jobs.js';
import { registerScansReadyJob } from './modules/development-orders/scans-ready.js';
import { registerOutboxRoutes } from './modules/outbox/routes.js';
import { registerPreferenceRoutes } from './modules/preferences/routes.js';
import { registerProfilePicRoutes } from './modules/profile-pic/routes.js';
import { registerWaitlistRoutes } from './modules/waitlist/routes.js';
import { registerAuthRoutes } from './modules/auth/routes.js';
import { registerUserRoutes } from './modules/users/routes.js';
import { registerProductRoutes } from './modules/products/routes.js';
import { registerCollectionRoutes } from './modules/products/collection-routes.js';
import { registerBlogRoutes } from './modules/blog/routes.js';
import { registerSubscriberRoutes } from './modules/subscribers/routes.js';
import { registerSocialSubmissionRoutes } from './modules/social-submissions/routes.js';
import { registerOrderRoutes } from './modules/orders/routes.js';
import { registerDevelopmentOrderRoutes } from './modules/development-orders/routes.js';
import { registerPaymentRoutes } from './modules/payments/routes.js';
import { registerMembershipJobs } from './modules/memberships/membership-jobs.js';
import { registerMembershipRoutes } from './modules/memberships/routes.js';
import { registerReferralRoutes } from './modules/referrals/routes.js';
import { registerTaxRoutes } from './modules/tax/routes.js';
import { registerQueueJobs } from './modules/jobs/queue-jobs.js';
import { registerJobRoutes } from './modules/jobs/routes.js';
import { registerContactSheetRoutes } from './modules/contact-sheets/routes.js';
import { registerLibraryRoutes } from './modules/library/routes.js';
import { registerScanRoutes } from './modules/scans/routes.js';
import { registerScanJobs } from './modules/scans/scan-jobs.js';
import { registerRetentionJobs } from './modules/scan-retention/retention-jobs.js';
import { registerScanRetentionRoutes } from './modules/scan-retention/routes.js';
import { registerShareRoutes } from './modules/shares/routes.js';
import { registerShippingLabelRoutes } from './modules/shipping-labels/routes.js';
import { registerFilmDataRoutes } from './modules/film-data/routes.js';
import { registerTagRoutes } from './modules/tags/routes.js';
import { registerZipJobs } from './modules/zip-downloads/zip-jobs.js';
import { registerZipDownloadRoutes } from './modules/zip-downloads/routes.js';
import { registerTiffUnlockRoutes } from './modules/tiff-unlocks/routes.js';
import { registerMessengerRoutes } from './modules/messengers/routes.js';
import { registerRollEventRoutes } from './modules/roll-events/routes.js';
import { registerVendorOrderRoutes } from './modules/vendor-orders/routes.js';
import { registerLabSettingsRoutes } from './modules/locations/admin-routes.js';
import { registerLabRoutes } from './modules/lab/routes.js';
import { registerPageWordsRoutes } from './modules/page-words/routes.js';
import { registerSitePhotoRoutes } from './modules/site-photos/routes.js';
import { registerStationRoutes } from './modules/stations/routes.js';
import { registerPrintJobs } from './modules/prints/convert-draft-job.js';
import { registerPrintRoutes } from './modules/prints/routes.js';
import { saveOrderPrints } from './modules/prints/print-service.js';
import { registerPriceListRoutes } from './modules/price-lists/routes.js';
import { registerFeeNoticeJob } from './modules/memberships/fee-notices.js';
import { developmentLinePricer } from './modules/development-orders/development-line-pricer.js';
import { registerLinePricer } from './modules/orders/line-pricers.js';
import { labelShipments } from './modules/orders/order-service.js';
import { registerOrderPrints } from './modules/orders/order-prints.js';
import { settlePaymentEvent } from './modules/orders/settle-payment-event.js';
import { registerPaymentEventHandler } from './modules/payments/handle-webhook.js';
import { registerLabelShipments } from './modules/shipping-labels/label-shipments.js';
import { unlockLinePricer } from './modules/tiff-unlocks/unlock-service.js';
import { listAddressesOfUsers } from './modules/addresses/address-service.js';
import { findNewestSubscriptions } from './modules/memberships/find-membership.js';
import { listPreferencesOfUsers } from './modules/preferences/preference-service.js';
import { registerUserDetails } from './modules/users/user-details.js';
import { registerPrintSizePrices } from './modules/products/list-prices.js';
import { activePrices } from './modules/price-lists/price-list-service.js';

/**
 * What modules plug into each other, connected by app.ts before any route or job runs: the line
 * pricer of each order kind another module owns (orders prices every order without importing them),
 * how the prints module stores the prints of an order's PRINT lines, the orders module's handling of
 * the payment events the payments webhook receives, and the orders' shipments whose labels the
 * shipping-labels module buys and tracks, and the print sizes' prices of the price list in force,
 * which the products module shows on the print products (the price-lists module imports products).
 */
export function connectModules(): void {
  registerLinePricer(developmentLinePricer);
  registerLinePricer(unlockLinePricer);
  registerOrderPrints(saveOrderPrints);
  registerPaymentEventHandler(settlePaymentEvent);
  registerLabelShipments(labelShipments);
  // A user as the API shows them: their addresses, preferences and membership, read by their owners.
  registerUserDetails({
    addresses: listAddressesOfUsers,
    preferences: listPreferencesOfUsers,
    subscriptions: findNewestSubscriptions,
  });
  registerPrintSizePrices(async (deps) => (await activePrices(deps)).printSizes);
}

/** Every feature's job types and schedules, registered with the job queue by app.ts. */
export const jobModules: Array<(deps: Deps) => void> = [
  registerQueueJobs,
  registerScanJobs,
  registerZipJobs,
  (deps) => registerMembershipJobs(deps),
  registerRetentionJobs,
  registerMailJobs,
  registerReceiptJobs,
  registerFeeNoticeJob,
  registerPrintJobs,
  registerScansReadyJob,
];

/** Every feature's routes, mounted under /api by app.ts. Add a module here to expose it. */
export const apiModules: Array<(api: FastifyInstance, deps: Deps) => void> = [
  registerAuthRoutes,
  registerUserRoutes,
  registerAddressRoutes,
  registerAddressSearchRoutes,
  registerPreferenceRoutes,
  registerProfilePicRoutes,
  registerBlobRoutes,
  registerLocationRoutes,
  registerWaitlistRoutes,
  registerOutboxRoutes,
  registerProductRoutes,
  registerCollectionRoutes,
  registerLiveFeedRoutes,
  registerBlogRoutes,
  registerSubscriberRoutes,
  registerSocialSubmissionRoutes,
  registerOrderRoutes,
  registerDevelopmentOrderRoutes,
  registerPaymentRoutes,
  registerMembershipRoutes,
  registerReferralRoutes,
  registerTaxRoutes,
  registerLibraryRoutes,
  registerScanRoutes,
  registerTagRoutes,
  registerJobRoutes,
  registerContactSheetRoutes,
  registerShareRoutes,
  registerShippingLabelRoutes,
  registerFilmDataRoutes,
  registerZipDownloadRoutes,
  registerScanRetentionRoutes,
  registerTiffUnlockRoutes,
  registerMessengerRoutes,
  registerRollEventRoutes,
  registerVendorOrderRoutes,
  registerLabSettingsRoutes,
  registerLabRoutes,
  registerPageWordsRoutes,
  registerSitePhotoRoutes,
  registerStationRoutes,
  registerPrintRoutes,
  registerPriceListRoutes,
];
