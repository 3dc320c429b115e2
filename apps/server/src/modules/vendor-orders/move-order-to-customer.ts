// A claimed vendor order moves to the customer: the order and everything of it that names its holder
// (its shipments, rolls, their choices and frames, its pick-ups), each through its owner's face, in
// the claim's transaction.
import type { Tx } from '../../db/client.js';
import { moveDevelopmentToCustomer } from '../development-orders/order-kind.js';
import { moveOrderToCustomer } from '../orders/order-service.js';
import { moveOrderRolls } from '../rolls/roll-service.js';
import { moveRollScans } from '../scans/scan-service.js';

export async function moveClaimedOrder(tx: Tx, orderId: number, customerId: number, now: Date): Promise<void> {
  await moveOrderToCustomer(tx, orderId, customerId, now);
  const rollIds = await moveOrderRolls(tx, orderId, customerId, now);
  await moveDevelopmentToCustomer(tx, { orderId, rollIds, customerId });
  await moveRollScans(tx, rollIds, customerId);
}
