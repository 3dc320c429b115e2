import type { BoardQuery } from '@filmlab/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { orders } from '../../db/schema/orders.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, customer } from '../orders/order-test-helpers.js';
import { selectBoardPage } from './board-store.js';
import { labQueueChanged } from './lab-queue.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;
const TTL_MS = 400;

describe('the orders board: both ways of finding a page, and its copies', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  const events = createMemoryEventBus();

  beforeAll(async () => {
    t = await createTestApp({ BOARD_CACHE_MS: String(TTL_MS) }, { events });
    call = api(t);
    staff = await admin(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
  });
  afterAll(() => t.close());

  async function order(who: { id: number; token: string }, rolls: Array<Record<string, unknown>>) {
    const res = await call('POST', `/users/${who.id}/orders`, who.token, { rolls, inbound: { method: 'DROP_OFF' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order.id as number;
  }

  it('finds the same pages walking the orders as from the matching rolls', async () => {
    const me = await customer(t);
    await order(me, [ROLL, { ...ROLL, process: 'E-6', rush: true }]);
    await order(me, [{ ...ROLL, process: 'BW' }]);
    for (let i = 0; i < 5; i++) await order(me, [{ ...ROLL, rush: i % 2 === 0 }]);
    const received = await order(me, [ROLL, ROLL]);
    const bulk = await call('POST', '/orders/bulk', staff.token, { action: 'receive', orderIds: [received] });
    expect(bulk.statusCode, bulk.body).toBe(200);

    const queries: BoardQuery[] = [
      { process: 'C-41' },
      { process: 'E-6', rush: 'true' },
      { rush: 'true', sort: 'oldest' },
      { stage: 'RECEIVED' },
      { stage: 'CREATED', process: 'C-41', status: 'OPEN' },
      { process: 'ECN-2' },
    ];
    for (const query of queries) {
      const pages = { walk: [] as unknown[], rolls: [] as unknown[] };
      for (const plan of ['walk', 'rolls'] as const) {
        let after: string | undefined;
        do {
          const page = await selectBoardPage(t.database.db, { ...query, after }, 'UTC', 2, plan);
          pages[plan].push(...page.orders);
          after = page.nextCursor ?? undefined;
        } while (after);
      }
      expect(pages.rolls, JSON.stringify(query)).toEqual(pages.walk);
    }
    const [first] = (await selectBoardPage(t.database.db, { stage: 'RECEIVED' }, 'UTC', 10, 'rolls')).orders;
    expect(first).toMatchObject({
      id: received,
      rolls: 2,
      stage: 'RECEIVED',
      processes: ['C-41'],
    });
  });

  it('a write through the API is on the next page at once; a lab step elsewhere too; others within the TTL', async () => {
    const me = await customer(t);
    const first = await call('GET', '/orders/board?status=CANCELED', staff.token);
    const before = first.json().counts.total as number;

    // Through the API: the copy is dropped before the answer leaves.
    const id = await order(me, [ROLL]);
    const board = await call('GET', '/orders/board', staff.token);
    expect(board.json().orders.map((o: { id: number }) => o.id)).toContain(id);

    // Straight into the database (as another process would): the copy stands until a lab step...
    await call('GET', '/orders/board?status=CANCELED', staff.token);
    await t.database.db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, id));
    const stale = await call('GET', '/orders/board?status=CANCELED', staff.token);
    expect(stale.json().orders.map((o: { id: number }) => o.id)).not.toContain(id);
    await labQueueChanged(events);
    await new Promise((resolve) => setImmediate(resolve)); // the bus delivers asynchronously, as NOTIFY does
    const fresh = await call('GET', '/orders/board?status=CANCELED', staff.token);
    expect(fresh.json().orders.map((o: { id: number }) => o.id)).toContain(id);
    expect(fresh.json().counts.total).toBe(before + 1);

    // ...or until the TTL runs out.
    await t.database.db.update(orders).set({ status: 'OPEN' }).where(eq(orders.id, id));
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    const later = await call('GET', '/orders/board?status=CANCELED', staff.token);
    expect(later.json().orders.map((o: { id: number }) => o.id)).not.toContain(id);
  });
});
