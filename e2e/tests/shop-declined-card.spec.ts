import { expect, test } from '@playwright/test';
import { addFromCollection, fillGuestDetails, payWithCard } from '../support/shop.js';

// The declined test card is refused in words; the order stays payable and the cart stays full.
test('a declined card shows its message and the order can still be paid', async ({ page }) => {
  await addFromCollection(page, 'books-and-zines', 'Night Shift Zine Issue 3');
  await page.getByRole('dialog', { name: 'Your Cart (1)' }).getByRole('link', { name: 'Check Out' }).click();
  await fillGuestDetails(page);
  await expect(page.getByTestId('tax-line')).toContainText('%');

  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
});
