import { addressRoutes } from './addresses.js';
import { addressSearchRoutes, addressVerifyRoutes } from './address-search.js';
import { preferenceRoutes } from './preferences.js';
import { profilePicRoutes } from './profile-pic.js';
import { locationRoutes } from './locations.js';
import { waitlistRoutes } from './waitlist.js';
import { outboxRoutes } from './outbox.js';
import { authRoutes } from './auth.js';
import { userRoutes } from './users.js';
import { productRoutes } from './product-routes.js';
import { collectionRoutes } from './collections.js';
import { blogRoutes } from './blog.js';
import { subscriberRoutes } from './subscribers.js';
import { socialSubmissionRoutes } from './social-submissions.js';
import { guestOrderRoutes, orderRoutes } from './order-routes.js';
import { developmentOrderRoutes } from './development-order-routes.js';
import { developmentStatusRoutes } from './development-status.js';
import { orderAdjustmentRoutes } from './order-adjustments.js';
import { paymentRoutes, taxRoutes } from './payments.js';
import { membershipRoutes } from './memberships.js';
import { referralRoutes } from './referrals.js';
import { rollRoutes } from './roll-routes.js';
import { scanRoutes } from './scan-routes.js';
import { tagRoutes } from './tags.js';
import { jobRoutes } from './jobs.js';
import { sharedScanRoutes, shareRoutes } from './share-routes.js';
import { shippingLabelRoutes } from './shipping-labels.js';
import { shippingTrackingRoutes } from './shipping-tracking.js';
import { zipDownloadRoutes } from './zip-downloads.js';
import { liveFeedRoutes } from './live-feed.js';
import { returnNegativesRoutes } from './return-negatives.js';
import { scanRetentionRoutes } from './scan-retention.js';
import { tiffUnlockRoutes } from './tiff-unlocks.js';
import { messengerRoutes } from './messenger-routes.js';
import { labBoardRoutes } from './lab-board.js';
import { rollEventRoutes } from './roll-events.js';
import { vendorOrderRoutes } from './vendor-orders.js';
import { labSettingsRoutes } from './lab-settings.js';
import { labRoutes } from './lab.js';
import { stationRoutes, stationTokenRoutes } from './stations.js';
import { printRoutes } from './prints.js';
import { priceListRoutes } from './price-lists.js';
import { pageWordsRoutes } from './page-words.js';
import { sitePhotoRoutes } from './site-photos.js';

// The route table: every contract of the API, grouped by feature. The server registers each one,
// the OpenAPI document is generated from them, and tests walk this table.
export const routes = {
  auth: authRoutes,
  users: userRoutes,
  addresses: addressRoutes,
  addressSearch: { ...addressSearchRoutes, ...addressVerifyRoutes },
  preferences: preferenceRoutes,
  profilePic: profilePicRoutes,
  locations: locationRoutes,
  waitlist: waitlistRoutes,
  outbox: outboxRoutes,
  products: productRoutes,
  collections: collectionRoutes,
  blog: blogRoutes,
  subscribers: subscriberRoutes,
  socialSubmissions: socialSubmissionRoutes,
  orders: orderRoutes,
  guestOrders: guestOrderRoutes,
  developmentOrders: developmentOrderRoutes,
  developmentStatus: developmentStatusRoutes,
  orderAdjustments: orderAdjustmentRoutes,
  tax: taxRoutes,
  payments: paymentRoutes,
  memberships: membershipRoutes,
  referrals: referralRoutes,
  rolls: rollRoutes,
  scans: scanRoutes,
  tags: tagRoutes,
  jobs: jobRoutes,
  shares: shareRoutes,
  sharedScans: sharedScanRoutes,
  shippingLabels: shippingLabelRoutes,
  shippingTracking: shippingTrackingRoutes,
  zipDownloads: zipDownloadRoutes,
  liveFeed: liveFeedRoutes,
  returnNegatives: returnNegativesRoutes,
  scanRetention: scanRetentionRoutes,
  tiffUnlocks: tiffUnlockRoutes,
  messengers: messengerRoutes,
  labBoard: labBoardRoutes,
  rollEvents: rollEventRoutes,
  vendorOrders: vendorOrderRoutes,
  labSettings: labSettingsRoutes,
  lab: labRoutes,
  stationTokens: stationTokenRoutes,
  station: stationRoutes,
  prints: printRoutes,
  priceLists: priceListRoutes,
  pageWords: pageWordsRoutes,
  sitePhotos: sitePhotoRoutes,
} as const;
