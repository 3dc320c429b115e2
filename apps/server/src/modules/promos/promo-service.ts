import type { Db, Tx } from '../../db/client.js';
import { promosByIds, type PromoRow } from './store.js';

// What other modules may ask of the promos module (DESIGN.md rule 4): the orders and memberships
// modules find, redeem and release codes through find-usable-promo.ts, redeem-promo.ts and
// release-promo.ts (every use is a promo_redemptions row, of an order or of a membership purchase),
// and read the promos their orders carry through this.

export type { PromoRow };

/** The promos with these ids (those that exist). */
export function findPromosByIds(db: Db | Tx, ids: readonly number[]): Promise<PromoRow[]> {
  return promosByIds(db, ids);
}
