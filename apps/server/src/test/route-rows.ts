// One row per operation of the route table: how to fill a valid-looking call with real ids, so the
// authorization matrix (http/authorization.test.ts) decides each answer by who calls. A route
// without a row fails the matrix by name: add its row to the rows-<feature>.ts file of its feature. The row
// shape and the request it becomes are in row-types.ts.
import type { Rows } from './row-types.js';
import { accountRows } from './rows-account.js';
import { addressSearchRows } from './rows-address-search.js';
import { developmentOrderRows } from './rows-development-orders.js';
import { libraryRows } from './rows-library.js';
import { membershipRows } from './rows-memberships.js';
import { referralRows } from './rows-referrals.js';
import { orderAdjustmentRows } from './rows-order-adjustments.js';
import { shopRows } from './rows-shop.js';
import { shareRows } from './rows-shares.js';
import { shippingLabelRows } from './rows-shipping-labels.js';
import { zipDownloadRows } from './rows-zip-downloads.js';
import { scanRetentionRows } from './rows-scan-retention.js';
import { tiffUnlockRows } from './rows-tiff-unlocks.js';
import { messengerRows } from './rows-messengers.js';
import { labBoardRows } from './rows-lab-board.js';
import { labOperationRows } from './rows-lab-operations.js';
import { stationRows } from './rows-stations.js';
import { printRows } from './rows-prints.js';
import { priceListRows } from './rows-price-lists.js';
import { labRows } from './rows-lab.js';
import { sitePhotoRows } from './rows-site-photos.js';

export const routeRows: Rows = {
  ...priceListRows,
  ...accountRows,
  ...shopRows,
  ...libraryRows,
  ...addressSearchRows,
  ...shareRows,
  ...developmentOrderRows,
  ...orderAdjustmentRows,
  ...shippingLabelRows,
  ...zipDownloadRows,
  ...membershipRows,
  ...referralRows,
  ...scanRetentionRows,
  ...tiffUnlockRows,
  ...messengerRows,
  ...labBoardRows,
  ...labOperationRows,
  ...stationRows,
  ...printRows,
  ...labRows,
  ...sitePhotoRows,
};
