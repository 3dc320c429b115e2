// Orders of a kind another module owns (a development order's rolls, a TIFF unlock's frames) are not
// priced from a cart: the owning module prices their lines. It registers a line pricer for its kind
// at start (src/modules.ts), so this module prices every order without importing the others.
import type { DevelopmentOrderPrice } from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Buyer } from './buyer.js';
import type { PricedLine } from './price-lines.js';
import type { OrderRow } from './store.js';

/** The kinds of order whose lines another module prices, asked in this order; any other order is a shop order. */
export const ORDER_KINDS = ['development', 'tiff-unlock'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** An order's lines as its kind prices them; a development order also answers the domain's price. */
export interface KindPrice {
  lines: PricedLine[];
  development?: DevelopmentOrderPrice;
}

export interface LinePricer {
  kind: OrderKind;
  /** The order's lines priced for the buyer now, or null when the order is not of this kind. */
  priceLines(options: { tx: Tx; order: OrderRow; buyer: Buyer; now: Date }): Promise<KindPrice | null>;
  /** Why a cart's lines may not be set on the order (its lines come from the kind's own data), or null. */
  cartLinesProblem?(db: Db | Tx, orderId: number): Promise<string | null>;
  /** The order was paid: what the kind records, in the payment's transaction. */
  paid?(tx: Tx, orderId: number, now: Date): Promise<void>;
}

/** The line pricer of each order kind. */
export class LinePricers {
  private readonly byKind = new Map<OrderKind, LinePricer>();

  /** Registering a kind again replaces its pricer (every app built in a process registers the same). */
  register(pricer: LinePricer): void {
    this.byKind.set(pricer.kind, pricer);
  }

  /**
   * Every kind's pricer, in ORDER_KINDS order. A kind with none registered throws: pricing its orders
   * from their stored lines as a cart would charge the wrong amount.
   */
  all(): LinePricer[] {
    return ORDER_KINDS.map((kind) => {
      const pricer = this.byKind.get(kind);
      if (!pricer) throw new Error(`No line pricer is registered for ${kind} orders (see src/modules.ts).`);
      return pricer;
    });
  }
}

/** The pricers src/modules.ts registers at start: the same code in every process, no data. */
export const linePricers = new LinePricers();

export function registerLinePricer(pricer: LinePricer): void {
  linePricers.register(pricer);
}

/** The order's lines as its kind prices them, or null for a shop order (no kind claims it). */
export async function priceByKind(
  pricers: LinePricers,
  options: { tx: Tx; order: OrderRow; buyer: Buyer; now: Date },
): Promise<KindPrice | null> {
  for (const pricer of pricers.all()) {
    const priced = await pricer.priceLines(options);
    if (priced) return priced;
  }
  return null;
}
