// A development order at the lab: staff receive the film and move its rolls forward, the customer's
// summary follows at once, and the customer is told by e-mail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { orders } from '../../db/schema/orders.js';
import { ROLL, developmentOrdersApp } from './development-orders-test-helpers.js';

describe('development orders', () => {
  const app = developmentOrdersApp();

  it('serves the summary from a brief copy that a write by staff or by the customer drops at once', async () => {
    const me = await app.buyer();
    const made = (await app.create(me, { rolls: [ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json();
    const orderId = made.order.id as number;
    const read = async () => (await app.call('GET', `/users/${me.id}/orders/${orderId}`, me.token)).json();
    expect((await read()).rolls[0].status).toBe('CREATED');
    // A change that bypasses the API is not seen while the copy lives: the read is a copy.
    await app.t.database.db.update(orders).set({ notes: 'changed behind the API' }).where(eq(orders.id, orderId));
    expect((await read()).order.notes).not.toBe('changed behind the API');
    // Staff receive the film: the customer's next read shows it at once.
    expect((await app.call('PUT', `/orders/${orderId}/receive`, app.staff.token)).statusCode).toBe(200);
    const after = await read();
    expect(after.rolls[0].status).toBe('RECEIVED');
    expect(after.order.notes).toBe('changed behind the API');
    // A staff view is its own copy, and the customer's own write drops theirs too.
    const staffView = await app.call('GET', `/users/${me.id}/orders/${orderId}`, app.staff.token);
    expect(staffView.statusCode).toBe(200);
    await app.t.database.db.update(orders).set({ notes: 'second change' }).where(eq(orders.id, orderId));
    expect((await app.call('PUT', `/orders/${orderId}/cancel`, me.token)).statusCode).toBe(200);
    const canceled = await read();
    expect(canceled.order.status).toBe('CANCELED');
    expect(canceled.order.notes).toBe('second change');
  });

  it('staff receive the film and move rolls forward only; the customer is e-mailed through the outbox', async () => {
    const me = await app.buyer();
    const made = (await app.create(me, { rolls: [ROLL, ROLL], inbound: { method: 'EXTERNAL_FULFILLMENT' } })).json();
    const orderId = made.order.id as number;
    const [first, second] = made.rolls.map((roll: { id: number }) => roll.id) as [number, number];
    expect((await app.call('PUT', `/orders/${orderId}/receive`, me.token)).statusCode).toBe(403);
    const received = await app.call('PUT', `/orders/${orderId}/receive`, app.staff.token);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().rolls.map((roll: { status: string }) => roll.status)).toEqual(['RECEIVED', 'RECEIVED']);
    expect((await app.call('PUT', `/orders/${orderId}/receive`, app.staff.token)).statusCode).toBe(409);

    const developed = await app.call('PUT', `/orders/${orderId}/add-rolls-event/DEVELOPED`, app.staff.token, {
      rollIds: [first],
    });
    expect(developed.statusCode, developed.body).toBe(200);
    expect(developed.json().rolls.map((roll: { status: string }) => roll.status)).toEqual(['DEVELOPED', 'RECEIVED']);
    const back = await app.call('PUT', `/orders/${orderId}/add-rolls-event/RECEIVED`, app.staff.token, {
      rollIds: [first],
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A roll that is developed cannot be marked received');
    const stranger = await app.call('PUT', `/orders/${orderId}/add-rolls-event/SCANNED`, app.staff.token, {
      rollIds: [999999],
    });
    expect(stranger.statusCode).toBe(400);
    expect((await app.call('PUT', `/orders/${orderId}/add-rolls-event/BURNT`, app.staff.token, {})).statusCode).toBe(
      400,
    );
    const synced = await app.call('PUT', `/orders/${orderId}/add-rolls-event/SYNCED`, app.staff.token, {});
    expect(synced.statusCode, synced.body).toBe(200);
    const summary = (await app.call('GET', `/users/${me.id}/orders/${orderId}`, me.token)).json();
    expect(summary.rolls).toEqual([
      expect.objectContaining({ id: first, status: 'SYNCED', developedAt: expect.any(String) }),
      expect.objectContaining({ id: second, status: 'SYNCED', receivedAt: expect.any(String) }),
    ]);

    // The scans-ready e-mail is written by a job (scans-ready.ts), once the rolls' step commits.
    const readyMail = async () => {
      const rows = await app.t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, me.email));
      return rows.some((mail) => mail.subject.startsWith('Your scans are ready')) ? rows : null;
    };
    await expect.poll(readyMail, { timeout: 15_000 }).not.toBeNull();
    const mails = (await readyMail())!;
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Order 10${orderId} placed`)),
        expect.stringMatching(/^Your film arrived/),
        `Your scans are ready (order 10${orderId})`,
      ]),
    );
    const ready = mails.find((mail) => mail.subject.startsWith('Your scans are ready'))!;
    expect(ready.text).toContain(`/users/${me.id}/rolls/${first}`);
  });
});
