// Route rows (see route-rows.ts) of the lab's operations: vendor orders, the roll events dashboard
// and the lab settings. A vendor's order is made through the API as the vendor would.
import { desc, eq } from 'drizzle-orm';
import { outboxEmails } from '../db/schema/mail.js';
import { labLocations } from '../db/schema/locations.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';
import type { TestApp } from './test-app.js';
import { services } from './rows-development-orders.js';

let walkIns = 0;

export const VENDOR_ORDER = (email: string) => ({
  customer: { firstName: 'Walk', lastName: 'In', email },
  rolls: [{ brand: 'Ilford', model: 'HP5 Plus', format: '35mm', process: 'BW' }],
});

/** The token of the newest claim link e-mailed to `email`. */
export async function claimTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  const token = /claim-order\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no claim link was e-mailed to ${email}`);
  return decodeURIComponent(token);
}

/** A fresh vendor order's claim token: a new walk-in customer each call, so each claim can succeed. */
async function freshClaimToken(fx: Fixture): Promise<string> {
  await services(fx);
  const email = `walk-in-${++walkIns}@guards.test`;
  await fx.ask('POST', '/vendor-orders', fx.callers.vendor.token, VENDOR_ORDER(email));
  return claimTokenFor(fx.t, email);
}

async function firstLocation(fx: Fixture): Promise<number> {
  const [row] = await fx.t.database.db.select({ id: labLocations.id }).from(labLocations).limit(1);
  if (row) return row.id;
  const [made] = await fx.t.database.db
    .insert(labLocations)
    .values({
      slug: 'guards',
      name: 'Lab',
      address1: '1 Main St',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11211',
      hours: 'Mon–Fri',
      phone: '555-0100',
    })
    .returning({ id: labLocations.id });
  return made!.id;
}

export const labOperationRows: Rows = {
  'vendorOrders.list': { call: () => ({ query: { limit: 10 } }) },
  'vendorOrders.create': {
    call: async (fx) => {
      await services(fx);
      return { body: VENDOR_ORDER(`walk-in-${++walkIns}@guards.test`) };
    },
  },
  'vendorOrders.claim': { call: async (fx) => ({ body: { token: await freshClaimToken(fx) } }) },
  'rollEvents.days': { call: () => ({ query: { days: 7 } }) },
  'rollEvents.stage': { call: () => ({ params: { event: 'RECEIVED' }, query: { limit: 10 } }) },
  'labSettings.updateLocation': {
    call: async (fx) => ({
      params: { id: await firstLocation(fx) },
      body: {
        name: 'The Lab',
        address1: '1 Main St',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11211',
        hours: 'Mon–Fri 10am–7pm',
        phone: '(718) 555-0100',
        dropOff: true,
      },
    }),
  },
};
