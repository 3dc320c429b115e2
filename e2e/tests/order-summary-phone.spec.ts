import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';

const ROLL = { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' } as const;

// On a 390 px phone the order summary's rolls table shows each roll's stage whole, on screen,
// without scrolling the table sideways. A customer of its own: the demo customer's library is
// other journeys' (a roll added here would be a second "Ilford HP5 Plus 400" there).
test('the order summary shows the Stage column whole on a 390 px phone', async ({ browser, request }) => {
  const email = `phone-${Date.now()}@example.test`;
  const password = 'a phone-sized summary 120';
  const joined = await request.post('/api/auth/signup', {
    data: { email, password, firstName: 'Pat', lastName: 'Phone' },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const headers = { authorization: joined.headers().authorization! };
  const me = (await joined.json()) as { id: number };
  const listed = (await (await request.get('/api/public/locations')).json()) as {
    locations: Array<{ id: number; dropOff: boolean }>;
  };
  const locationId = listed.locations.find((location) => location.dropOff)!.id;
  const placed = await request.post(`/api/users/${me.id}/orders`, {
    headers,
    data: {
      rolls: [ROLL, { ...ROLL, brand: 'Ilford', model: 'HP5 Plus 400', process: 'BW' }],
      inbound: { method: 'DROP_OFF', locationId },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number } };

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await logInThroughForm(page, email, password);
  // Signed in: a customer without a phone is asked for it first.
  await expect(page).toHaveURL(/\/complete-user-details$/);
  await page.goto(`/users/${me.id}/orders/${order.id}/summary`);
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Stage' }) });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Each cell of the column: its box, and what of it shows inside every ancestor that clips (the
  // table's scroll box, the page) and the window.
  const cells = await table.evaluate((element) => {
    const column = Array.from(element.querySelectorAll('thead th')).findIndex((th) => th.textContent === 'Stage');
    const stageCells = Array.from(element.querySelectorAll<HTMLElement>('tr')).map(
      (row) => row.children[column] as HTMLElement,
    );
    return stageCells.map((cell) => {
      const rect = cell.getBoundingClientRect();
      let left = Math.max(rect.left, 0);
      let right = Math.min(rect.right, window.innerWidth);
      for (let parent = cell.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      return {
        text: cell.textContent?.trim() ?? '',
        width: rect.width,
        shown: Math.max(0, right - left),
        cut: cell.scrollWidth > cell.clientWidth + 1,
      };
    });
  });
  expect(cells[0]!.text).toBe('Stage');
  for (const cell of cells) {
    expect(cell.text.length, 'a stage is written').toBeGreaterThan(0);
    expect(cell.width, cell.text).toBeGreaterThan(40);
    // Whole: every pixel of the cell is inside the window and the table's scroll box.
    expect(cell.shown, cell.text).toBeGreaterThanOrEqual(cell.width - 1);
    expect(cell.cut, cell.text).toBe(false);
  }
  expect(cells.slice(1).map((cell) => cell.text)).toEqual(
    ['Waiting for your film', 'Waiting for your film'].map((t) => expect.stringContaining(t)),
  );
  await context.close();
});
