import { expect, test, type APIRequestContext } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' };

/** A fresh customer with three orders of film on its way to the lab, made through the API. */
async function customerWithOrders(request: APIRequestContext, lastName: string) {
  const email = `${lastName.toLowerCase()}@example.test`;
  const signup = await request.post('/api/auth/signup', {
    data: { email, password: 'a long enough password 42', firstName: 'Imogen', lastName },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const user = (await signup.json()) as { id: number };
  const headers = { authorization: signup.headers()['authorization']! };
  const listed = (await (await request.get('/api/public/locations')).json()) as {
    locations: Array<{ id: number; dropOff: boolean }>;
  };
  const locationId = listed.locations.find((location) => location.dropOff)!.id;
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const made = await request.post(`/api/users/${user.id}/orders`, {
      headers,
      data: { rolls: [ROLL, ROLL], inbound: { method: 'DROP_OFF', locationId } },
    });
    expect(made.status(), await made.text()).toBe(201);
    ids.push(((await made.json()) as { order: { id: number } }).order.id);
  }
  return { userId: user.id, ids };
}

test('an admin finds an order by quick search, opens it in a new tab and receives it from the board with two others', async ({
  page,
  context,
  request,
}) => {
  const lastName = `Cunningham${Date.now().toString(36)}`;
  const { userId, ids } = await customerWithOrders(request, lastName);

  await page.goto('/login');
  await logInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  // The stats bar, loaded on entry.
  const stats = page.getByLabel('Lab stats');
  const outstanding = stats.locator('div', { hasText: 'Total Outstanding' }).locator('dd');
  await expect(outstanding).toHaveText(/^\d[\d,]*$/);
  const before = Number((await outstanding.textContent())!.replace(/,/g, ''));

  // Quick search by a part of the customer's name: three results, newest first.
  const search = page.getByRole('searchbox', { name: 'Quick Order Search' });
  await search.fill(lastName.slice(4));
  const results = page.locator(`[role="search"] a[target="_blank"][href^="/admin/users/${userId}/orders/"]`);
  await expect(results).toHaveCount(3);
  await expect(results.first()).toContainText(`#10${ids[2]}`);
  // Escape closes the panel; typing again opens it.
  await search.press('Escape');
  await expect(results).toHaveCount(0);
  await search.fill(`10${ids[0]}`);
  const hit = page.locator(`[role="search"] a[href="/admin/users/${userId}/orders/${ids[0]}/summary"]`);
  await expect(hit).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), hit.click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(new RegExp(`/admin/users/${userId}/orders/${ids[0]}/summary$`));
  await expect(tab.getByRole('button', { name: 'Receive order' })).toBeVisible();
  await tab.close();
  await page.getByRole('heading', { name: 'Orders', level: 1 }).click();

  // The board: new orders first; the three of this customer selected and received at once.
  await page.getByLabel('Stage').selectOption('CREATED');
  for (const id of ids) await page.getByRole('checkbox', { name: `Select order 10${id}` }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(page.getByText('3 of 3 received')).toBeVisible();
  for (const id of ids) await expect(page.getByRole('checkbox', { name: `Select order 10${id}` })).toHaveCount(0);

  // Six rolls more in the lab: the stats bar changes without a reload.
  await expect(outstanding).toHaveText(String(before + 6).replace(/\B(?=(\d{3})+(?!\d))/g, ','));

  // Each row opens its order summary.
  await page.getByLabel('Stage').selectOption('RECEIVED');
  await page.getByRole('link', { name: `#10${ids[1]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}/orders/${ids[1]}/summary$`));
});
