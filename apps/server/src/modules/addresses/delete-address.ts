import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { lockAccount } from '../users/service.js';
import { deleteAddressRow, promoteOldestAddress } from './store.js';

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23503') return true;
  }
  return false;
};

/** Deletes an address; when it was the primary one, the user's oldest remaining address takes over. */
export async function deleteAddress(options: { db: Db; userId: number; addressId: number }): Promise<void> {
  const { db, userId, addressId } = options;
  try {
    await db.transaction(async (tx) => {
      if (!(await lockAccount(tx, userId))) throw notFound('Address');
      const deleted = await deleteAddressRow(tx, userId, addressId);
      if (!deleted) throw notFound('Address');
      if (deleted.primary) await promoteOldestAddress(tx, userId);
    });
  } catch (error) {
    // Shipments may point at an address; those records keep it.
    if (isForeignKeyViolation(error)) {
      throw new AppError('CONFLICT', 'This address is used by a shipment and cannot be deleted', [
        'addressId: is used by a shipment',
      ]);
    }
    throw error;
  }
}
