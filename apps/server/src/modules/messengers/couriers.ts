// The messengers with their accounts' names and e-mail, which the users module owns: the messenger
// rows first, then their accounts in one call.
import type { Db, Tx } from '../../db/client.js';
import { findAccountContacts } from '../users/service.js';
import { selectMessengerRecords } from './store.js';

export interface MessengerRow {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The courier's work phone, kept on the messenger record. */
  phone: string | null;
  vehicle: string | null;
  notes: string | null;
  active: boolean;
}

/** Names in character order, as the database (C collation) sorted them before. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: MessengerRow, b: MessengerRow) =>
  compareText(a.firstName, b.firstName) || compareText(a.lastName, b.lastName) || a.id - b.id;

/** The messengers (all, or the one with this id or account), by name. */
export async function selectMessengers(db: Db | Tx, where?: { id?: number; userId?: number }): Promise<MessengerRow[]> {
  const records = await selectMessengerRecords(db, where);
  const accounts = await findAccountContacts(
    db,
    records.map((record) => record.userId),
  );
  return records
    .flatMap((record) => {
      const account = accounts.get(record.userId);
      if (!account) return [];
      const { id, userId, phone, vehicle, notes, active } = record;
      const { firstName, lastName, email } = account;
      return [{ id, userId, firstName, lastName, email, phone, vehicle, notes, active }];
    })
    .sort(byName);
}
