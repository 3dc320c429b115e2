import { expect, test } from '@playwright/test';
import { addFromCollection, fillGuestDetails } from '../support/shop.js';

// A guest chooses to pay at the lab: the order is placed and held, and the confirmation says how to pay.
test('a guest places an order to pay at the lab and is told what happens next', async ({ page }) => {
  await addFromCollection(page, 'books-and-zines', 'Night Shift Zine Issue 3');
  await page.getByRole('dialog', { name: 'Your Cart (1)' }).getByRole('link', { name: 'Check Out' }).click();
  await fillGuestDetails(page);
  await expect(page.getByTestId('tax-line')).toContainText('%');

  await page.getByRole('radio', { name: 'At the lab (cash or card)' }).check();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order, pay at the lab' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = /\/orders\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your order is in · 10${id}`);
  await expect(page.getByText(/Pay with cash or card at the lab/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});
