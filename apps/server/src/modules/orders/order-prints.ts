// The prints an order's PRINT lines carry belong to the prints module, which registers how it stores
// them at start (src/modules.ts): saving an order stores them in its transaction without this module
// importing the prints module (which reads its orders through order-service.ts).
import type { OrderLineInput } from '@filmlab/api';
import type { Tx } from '../../db/client.js';

/** Stores the prints of these lines in the order's transaction; errors name `field`. */
export type SaveOrderPrints = (options: {
  tx: Tx;
  orderId: number;
  customerId: number | null;
  lines: readonly OrderLineInput[];
  field: string;
  /** The lines are all of the order's: its prints become these (otherwise they are added). */
  replace: boolean;
}) => Promise<void>;

let savePrints: SaveOrderPrints | undefined;

/** How the prints of PRINT lines are stored, registered at start by src/modules.ts (the same in every process). */
export function registerOrderPrints(save: SaveOrderPrints): void {
  savePrints = save;
}

export function saveOrderPrints(options: Parameters<SaveOrderPrints>[0]): Promise<void> {
  if (!savePrints) throw new Error('No step stores the prints of PRINT lines (see src/modules.ts).');
  return savePrints(options);
}
