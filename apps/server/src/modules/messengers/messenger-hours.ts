import type { MessengerHours, messengerHoursBody } from '@filmlab/api';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { messengerHours, messengers } from '../../db/schema/messengers.js';
import { presentHours } from './present.js';

type Body = z.output<typeof messengerHoursBody>;

export async function addHours(deps: Pick<Deps, 'db'>, messengerId: number, body: Body): Promise<MessengerHours> {
  const [messenger] = await deps.db
    .select({ id: messengers.id })
    .from(messengers)
    .where(eq(messengers.id, messengerId));
  if (!messenger) throw notFound('Messenger');
  const [row] = await deps.db
    .insert(messengerHours)
    .values({ messengerId, ...body })
    .returning();
  return presentHours(row!);
}

export async function updateHours(
  deps: Pick<Deps, 'db'>,
  ids: { messengerId: number; hoursId: number },
  body: Body,
): Promise<MessengerHours> {
  const [row] = await deps.db
    .update(messengerHours)
    .set(body)
    .where(and(eq(messengerHours.id, ids.hoursId), eq(messengerHours.messengerId, ids.messengerId)))
    .returning();
  if (!row) throw notFound('Hours');
  return presentHours(row);
}

export async function deleteHours(deps: Pick<Deps, 'db'>, ids: { messengerId: number; hoursId: number }) {
  const deleted = await deps.db
    .delete(messengerHours)
    .where(and(eq(messengerHours.id, ids.hoursId), eq(messengerHours.messengerId, ids.messengerId)))
    .returning({ id: messengerHours.id });
  if (deleted.length === 0) throw notFound('Hours');
  return { ok: true as const };
}
