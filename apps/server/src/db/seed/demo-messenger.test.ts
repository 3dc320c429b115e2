import { zonedDay } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../client.js';
import { messengerRoutes, messengers, routeStops } from '../schema/messengers.js';
import { seedDemoMessenger } from './demo-messenger.js';

describe('the demo courier’s route', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  // UTC+14 and UTC-11: at any hour, at least one of the two lab days differs from the UTC day.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'is dated today in the lab’s time zone (%s), as the courier’s page reads it',
    async (labTimeZone) => {
      const db = database.db;
      const courier = await buildUser(db, { role: 'MESSENGER' });
      const customer = await buildUser(db);
      await seedDemoMessenger(db, { messengerUserId: courier.user.id, labTimeZone, customerId: customer.user.id });

      const [record] = await db.select().from(messengers).where(eq(messengers.userId, courier.user.id));
      const routes = await db.select().from(messengerRoutes).where(eq(messengerRoutes.messengerId, record!.id));
      expect(routes.map((route) => route.date)).toEqual([zonedDay(new Date(), labTimeZone)]);
      const [stop] = await db.select().from(routeStops).where(eq(routeStops.routeId, routes[0]!.id));
      const local = new Intl.DateTimeFormat('en-US', { timeZone: labTimeZone, hour: '2-digit', hourCycle: 'h23' });
      expect(local.format(stop!.windowStart!)).toBe('11');
    },
  );
});
