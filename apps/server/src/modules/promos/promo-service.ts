import type { Db, Tx } from '../../db/client.js';
import { promosByIds, type PromoRow } from './store.js';

// What other modules may ask of the promos module (DESIGN.md rule 4): the orders module finds,
// redeems and releases codes through find-usable-promo.ts, redeem-promo.ts and release-promo.ts,
// and reads the promos its orders carry through this.

export type { PromoRow };

/** The promos with these ids (those that exist). */
export function findPromosByIds(db: Db | Tx, ids: readonly number[]): Promise<PromoRow[]> {
  return promosByIds(db, ids);
}
