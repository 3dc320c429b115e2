import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../client.js';
import { DEMO_PLAN, seedDemoMembership } from './demo-membership.js';
import { seedDemoMessenger } from './demo-messenger.js';
import { seedDemoOrder } from './demo-order.js';
import { DEMO_ROLLS, rollLabel } from './demo-rolls-data.js';
import { seedDemoRolls } from './demo-rolls.js';
import { seedDemoSocial } from './demo-social.js';
import { seedDemoUsers } from './demo-users.js';

/**
 * The demo accounts and what they need to show every screen: the customer's membership, first
 * order, rolls, scans and community submissions, and the messenger's hours and route.
 */
export async function seedDemo({
  db,
  blobs,
  labTimeZone,
}: {
  db: Db;
  blobs: BlobStore;
  labTimeZone: string;
}): Promise<void> {
  const ids = await seedDemoUsers(db);
  const customerId = ids.CUSTOMER;
  let addressId: number | undefined;
  if (customerId !== undefined) {
    addressId = await seedDemoMembership(db, customerId);
    const ektar = DEMO_ROLLS.find((roll) => roll.scanQuality === 'STANDARD_4K') ?? DEMO_ROLLS[0];
    const order = await seedDemoOrder(db, {
      customerId,
      addressId,
      planId: DEMO_PLAN,
      rollNames: DEMO_ROLLS.map(rollLabel),
      scan4KRoll: ektar ? rollLabel(ektar) : '',
    });
    const scans = await seedDemoRolls(db, blobs, { customerId, adminId: ids.ADMIN, order });
    await seedDemoSocial(db, blobs, { customerId, scans });
  }
  if (ids.MESSENGER !== undefined) {
    await seedDemoMessenger(db, {
      messengerUserId: ids.MESSENGER,
      labTimeZone,
      customerId,
      customerAddressId: addressId,
      ...(ids.VENDOR === undefined ? {} : { partnerShopId: ids.VENDOR }),
    });
  }
}
