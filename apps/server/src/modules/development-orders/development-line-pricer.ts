// How the orders module prices a development order (registered in src/modules.ts): its lines come
// from its rolls, the way the film comes in, the buyer's plan and service credits, never from a cart.
import type { Tx } from '../../db/client.js';
import type { Buyer } from '../orders/buyer.js';
import type { KindPrice, LinePricer } from '../orders/line-pricers.js';
import type { OrderRow } from '../orders/order-service.js';
import { developmentRolls, isDevelopmentOrder, type KnownDevelopment } from './order-kind.js';
import { priceDevelopmentLines } from './price-development-lines.js';

/** Prices a development order from what its maker has in hand (its rolls, its shipments when known). */
export async function priceKnownDevelopment(options: {
  tx: Tx;
  order: OrderRow;
  buyer: Buyer;
  now: Date;
  known: KnownDevelopment;
}): Promise<KindPrice> {
  const { tx, order, buyer, now, known } = options;
  const { lines, price } = await priceDevelopmentLines({
    db: tx,
    orderId: order.id,
    buyer,
    now,
    known,
    priceListId: order.priceListId,
  });
  return { lines, development: price };
}

export const developmentLinePricer: LinePricer = {
  kind: 'development',
  async priceLines({ tx, order, buyer, now }) {
    const rolls = await developmentRolls(tx, order.id);
    return rolls.length === 0 ? null : priceKnownDevelopment({ tx, order, buyer, now, known: { rolls } });
  },
  async cartLinesProblem(db, orderId) {
    return (await isDevelopmentOrder(db, orderId)) ? "a development order's lines come from its rolls" : null;
  },
};
