import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, logInThroughForm } from '../support/demo.js';
import { outboxMail, outboxSubjects } from '../support/outbox.js';
import { solidPng } from '../support/png.js';
import { payWithCard } from '../support/shop.js';

// A brand-new customer's whole first lifecycle, through the screens, never the demo customer: sign up,
// a first order dropped off at the lab and one sent in with the negatives coming back (the address
// asked for in the order form), both paid by card (a declined card first); the lab receives, develops
// and scans, uploads frames on the roll's page; one receipt per payment and one "scans ready" e-mail;
// then the library: a tag, a share link a visitor opens, a zip, and TIFFs unlocked and paid.

const PASSWORD = 'silver-halide-42';

async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Stranger');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/complete-user-details$/);
  await page.getByLabel('Phone').fill('+1 718 555 0177');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/rolls$/);
}

async function firstRoll(page: Page, film: string) {
  const stock = page.getByRole('combobox', { name: 'Film stock of roll 1' });
  await stock.fill(film);
  await page.keyboard.press('Escape');
}

async function staffPage(browser: Browser) {
  const lab = await (await browser.newContext()).newPage();
  await lab.goto('/login');
  await logInThroughForm(lab, 'admin@demo.test');
  await expect(lab).not.toHaveURL(/\/login/);
  return lab;
}

const orderIdOf = (page: Page) => /\/orders\/(\d+)\/summary$/.exec(page.url())![1]!;

test('a stranger’s first orders, paid by card, developed and scanned, then their library', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const email = `stranger-${Date.now()}@example.com`;
  await signUp(page, email);

  // The first order, dropped off at the lab: no address needed, taxed where it is left.
  await firstRoll(page, 'Kodak Portra 400');
  await page.getByLabel('After development').selectOption({ label: 'Toss my negatives' });
  await expect(page.getByRole('radio', { name: 'Drop off at the lab' })).toBeChecked();
  await page.getByLabel('Drop-off location').selectOption({ index: 1 });
  await expect(page.getByRole('region', { name: 'Your address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/orders\/\d+\/summary$/);
  const userId = /\/users\/(\d+)\//.exec(page.url())![1]!;
  const first = orderIdOf(page);
  await expect(page.getByText('Tax (8.875%)')).toBeVisible();
  await expect(page.getByText(/^Drop off at: /)).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Status: PAID')).toBeVisible();

  // The second, sent in by the customer with the negatives shipped back: the form asks for the
  // address, found with the address search and saved to the address book.
  await page.goto(`/users/${userId}/orders/new/rolls`);
  await firstRoll(page, 'Ilford HP5 Plus 400');
  await page.getByLabel('After development').selectOption({ label: 'Ship my negatives back ($7.99)' });
  await page.getByRole('radio', { name: 'Ship it yourself' }).check();
  const address = page.getByRole('region', { name: 'Your address' });
  await expect(address).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await address
    .getByPlaceholder('Address (start typing and select from list)')
    .fill('214 Kent Ave, Brooklyn, NY 11249');
  await page.keyboard.press('Enter');
  await address.getByRole('button', { name: 'Save Address' }).click();
  await expect(address.getByRole('radio', { name: /214 Kent Ave/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/summary$/);
  const second = orderIdOf(page);
  await expect(page.getByText(/USPS Return Negatives/).first()).toBeVisible();
  // A declined card says why where the buyer is; the order stays payable and a good card pays it.
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText(/declined/i);
  await expect(page.getByText('Status: OPEN')).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Status: PAID')).toBeVisible();

  // One receipt per paid order, and the welcome.
  await expect
    .poll(async () => (await outboxSubjects(request, email)).filter((s) => s.startsWith('Your receipt for order')))
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining(`order 10${first} `),
        expect.stringContaining(`order 10${second} `),
      ]),
    );
  const receipts = (await outboxMail(request, email)).filter((m) => m.subject.startsWith('Your receipt'));
  expect(receipts).toHaveLength(2);
  expect(receipts.find((m) => m.subject.includes(`10${first} `))!.text).toMatch(/Dev \+ Scan[\s\S]*Tax[\s\S]*Total/);
  expect(await outboxSubjects(request, email)).toEqual(expect.arrayContaining([expect.stringMatching(/^Welcome to /)]));

  // The lab receives the first order, uploads its frames on the roll's page, and moves it on.
  const lab = await staffPage(browser);
  await lab.goto(`/admin/users/${userId}/orders/${first}/summary`);
  await lab.getByRole('button', { name: 'Receive order' }).click();
  await expect(lab.getByRole('cell', { name: /^Received/ })).toHaveCount(1);
  await lab.getByRole('link', { name: /Kodak Portra 400/ }).click();
  await expect(lab).toHaveURL(new RegExp(`/admin/users/${userId}/rolls/\\d+$`));
  const rollPath = new URL(lab.url()).pathname.replace(/^\/admin/, '');
  await lab.getByLabel('Frames to upload').setInputFiles([
    { name: 'frame-01.png', mimeType: 'image/png', buffer: solidPng(60, 40, [200, 40, 40]) },
    { name: 'frame-02.png', mimeType: 'image/png', buffer: solidPng(60, 40, [40, 120, 200]) },
  ]);
  await expect(lab.getByText('Added')).toHaveCount(2, { timeout: 30_000 });
  await lab.goto(`/admin/users/${userId}/orders/${first}/summary`);
  await lab.getByRole('button', { name: 'Mark developed' }).click();
  await expect(lab.getByRole('cell', { name: /^Developed/ })).toHaveCount(1);
  await lab.getByRole('button', { name: 'Mark scanned' }).click();
  await expect(lab.getByRole('cell', { name: 'Scanned' })).toHaveCount(1);
  await lab.getByRole('button', { name: 'Mark synced' }).click();
  await expect(lab.getByRole('cell', { name: 'Synced to the library' })).toHaveCount(1);
  await expect
    .poll(async () => (await outboxSubjects(request, email)).filter((s) => s.startsWith('Your scans are ready')))
    .toEqual([`Your scans are ready (order 10${first})`]);

  // The customer's library: the roll with its two frames; a tag on it.
  await page.goto(rollPath);
  const frames = page.getByRole('list', { name: 'Frames' });
  await expect(frames.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByRole('combobox', { name: 'Add a tag' }).fill('first roll');
  await tags.getByRole('button', { name: 'Add a tag' }).click();
  await expect(tags.getByRole('button', { name: 'first roll', exact: true })).toBeVisible();

  // A share link a visitor opens.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await frames.getByRole('checkbox').nth(0).check();
  await page.getByRole('button', { name: 'Share 1' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Make link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('list', { name: 'Shared frames' }).getByRole('button')).toHaveCount(1, {
    timeout: 20_000,
  });

  // The roll as a zip.
  await page.getByRole('button', { name: 'Download zip', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Save roll-\d+-kodak-portra-400\.zip/ })).toBeVisible({
    timeout: 30_000,
  });

  // TIFFs of both frames, unlocked and paid on the order's summary.
  await page.getByRole('button', { name: 'Select all' }).click();
  await page.getByRole('button', { name: /^Unlock TIFFs/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${userId}/orders/\\d+/summary$`));
  await expect(page.getByRole('heading', { name: 'Rolls' })).toHaveCount(0);
  await expect(page.getByText('TIFF Unlock').first()).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Status: PAID')).toBeVisible();
});

/** A new customer whose first order the lab has received, with one frame on its roll, all made through the API. */
async function customerWithAFrame(request: APIRequestContext, email: string) {
  const signUp = await request.post('/api/auth/signup', {
    data: { firstName: 'Rae', lastName: 'Newcomer', email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const token = signUp.headers()['authorization']!.replace(/^Bearer\s+/i, '');
  const me = { authorization: `Bearer ${token}` };
  const userId = ((await signUp.json()) as { id: number }).id;
  expect((await request.put(`/api/users/${userId}`, { headers: me, data: { phone: '+1 718 555 0188' } })).ok()).toBe(
    true,
  );
  const made = await request.post(`/api/users/${userId}/orders`, {
    headers: me,
    data: {
      rolls: [{ brand: 'Fujifilm', model: 'Superia 400', format: '35mm', process: 'C-41' }],
      negativesAction: 'TOSS',
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { order, rolls } = (await made.json()) as {
    order: { id: number; total: number };
    rolls: Array<{ id: number }>;
  };
  const card = (await (
    await request.post('/api/payments/local/tokenize', {
      data: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
    })
  ).json()) as { token: string };
  const paid = await request.put(`/api/orders/${order.id}/attach-payment`, {
    headers: me,
    data: { paymentId: card.token, expectedTotal: order.total },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  const staff = { authorization: `Bearer ${await apiToken(request, 'admin@demo.test')}` };
  expect((await request.put(`/api/orders/${order.id}/receive`, { headers: staff })).status()).toBe(200);
  const roll = (await (
    await request.get(`/api/users/${userId}/film-rolls/${rolls[0]!.id}`, { headers: staff })
  ).json()) as {
    filmRoll: { pickUpId: number };
  };
  const start = await request.post(
    `/api/users/${userId}/pick-ups/${roll.filmRoll.pickUpId}/film-rolls/${rolls[0]!.id}/scans?fileType=image/png`,
    { headers: staff, data: { filmRollId: rolls[0]!.id, name: 'frame-01.png' } },
  );
  expect(start.status(), await start.text()).toBe(201);
  const { scan, upload } = (await start.json()) as { scan: { id: number }; upload: { url: string } };
  const put = await request.put(upload.url, {
    headers: { 'content-type': 'image/png' },
    data: solidPng(600, 400, [180, 120, 60]),
  });
  expect(put.ok()).toBe(true);
  expect((await request.post(`/api/users/${userId}/scans/${scan.id}/finish-upload`, { headers: staff })).status()).toBe(
    200,
  );
  for (const event of ['DEVELOPED', 'SCANNED', 'SYNCED']) {
    const moved = await request.put(`/api/orders/${order.id}/add-rolls-event/${event}`, { headers: staff, data: {} });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return userId;
}

test('a stranger orders 4x6 prints of their frame, becomes a member and pays the next order with credits', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `newcomer-${Date.now()}@example.com`;
  const userId = await customerWithAFrame(request, email);
  await page.goto('/login');
  await logInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/users/${userId}/rolls$`));

  // 4x6 prints of the frame, paid at checkout.
  await page.goto(`/users/${userId}/small-print-orders`);
  await page.getByLabel('Roll').selectOption({ label: 'Fujifilm Superia 400' });
  const frames = page.getByRole('list', { name: 'Frames' });
  await expect(frames.getByRole('checkbox')).toHaveCount(1, { timeout: 30_000 });
  await frames.getByRole('checkbox').first().check();
  await page.getByRole('region', { name: 'Summary' }).getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.getByRole('dialog', { name: /^Your Cart/ });
  await cart.getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${userId}/checkout$`));
  const address = page.getByRole('region', { name: 'Shipping address' });
  await address.getByPlaceholder('Address (start typing and select from list)').fill('350 5th Ave, New York, NY 10118');
  await page.keyboard.press('Enter');
  await address.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled({ timeout: 20_000 });
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your order is in');

  // A Nice membership, bought with the test card.
  await page.goto('/memberships/purchase?tier=NICE_2025');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$199\.99/ }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Nice' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () =>
      (await outboxSubjects(request, email)).filter((s) => /^Your receipt for your Nice membership/.test(s)),
    )
    .toHaveLength(1);

  // The next order is covered by a dev+scan credit: confirmed with no card.
  await page.goto(`/users/${userId}/orders/new/rolls`);
  await firstRoll(page, 'Kodak Gold 200');
  await page.getByLabel('After development').selectOption({ label: 'Toss my negatives' });
  await page.getByLabel('Drop-off location').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/summary$/, { timeout: 30_000 });
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm order ($0.00)' }).click();
  await expect(page.getByText('Status: PAID')).toBeVisible();
  await expect
    .poll(async () => (await outboxSubjects(request, email)).filter((s) => s.startsWith('Your receipt for order')))
    .toHaveLength(3);
});
