import type { createMessengerBody, Messenger, updateMessengerBody } from '@filmlab/api';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { messengers } from '../../db/schema/messengers.js';
import { createAccount } from '../users/service.js';
import { presentMessenger } from './present.js';
import { selectMessengers } from './couriers.js';
import { selectHours } from './store.js';

type Db = Pick<Deps, 'db'>;

export async function listMessengers(deps: Db): Promise<Messenger[]> {
  const rows = await selectMessengers(deps.db);
  const hours = await selectHours(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentMessenger(row, hours));
}

export async function findMessenger(deps: Db, where: { id?: number; userId?: number }): Promise<Messenger | null> {
  const [row] = await selectMessengers(deps.db, where);
  return row ? presentMessenger(row, await selectHours(deps.db, [row.id])) : null;
}

export async function readMessenger(deps: Db, where: { id?: number; userId?: number }): Promise<Messenger> {
  const messenger = await findMessenger(deps, where);
  if (!messenger) throw notFound('Messenger');
  return messenger;
}

/**
 * A new courier account and its messenger record, in one transaction. The account has no password:
 * the courier sets one through password reset. A taken e-mail is the 409 `email: is already registered`.
 */
export async function createMessenger(deps: Db, body: z.output<typeof createMessengerBody>): Promise<Messenger> {
  const id = await deps.db.transaction(async (tx) => {
    const user = await createAccount(tx, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone ?? null,
      role: 'MESSENGER',
    });
    const [row] = await tx
      .insert(messengers)
      .values({ userId: user.id, phone: body.phone ?? null, vehicle: body.vehicle ?? null, notes: body.notes ?? null })
      .returning({ id: messengers.id });
    return row!.id;
  });
  return readMessenger(deps, { id });
}

export async function updateMessenger(
  deps: Db,
  id: number,
  body: z.output<typeof updateMessengerBody>,
): Promise<Messenger> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0) {
    const updated = await deps.db
      .update(messengers)
      .set(changes)
      .where(eq(messengers.id, id))
      .returning({ id: messengers.id });
    if (updated.length === 0) throw notFound('Messenger');
  }
  return readMessenger(deps, { id });
}
