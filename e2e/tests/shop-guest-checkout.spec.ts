import { expect, test } from '@playwright/test';
import { outboxMail } from '../support/outbox.js';
import { addFromCollection, fillGuestDetails, payWithCard } from '../support/shop.js';

// A visitor browses a collection, opens a product, steps the quantity, adds it, sees the panel
// with the count, checks out as a guest with the test card and reads the confirmation.
test('a visitor checks out as a guest with the test card, reads the confirmation and gets the receipt', async ({
  page,
  request,
}) => {
  await addFromCollection(page, '35mm-film', 'Kodak Portra 400 35mm 36exp', 2);
  const panel = page.getByRole('dialog', { name: 'Your Cart (2)' });
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await fillGuestDetails(page);
  // New York City: 8.875%, read the same as on the order summary and the receipt.
  await expect(page.getByTestId('tax-line')).toContainText('8.875%');
  const total = await page.getByTestId('order-total').innerText();
  expect(total).toMatch(/^\$\d+\.\d{2}$/);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = /\/orders\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your order is in · 10${id}`);
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // The receipt: its lines, total and card, and a link that opens the order in any browser.
  const receipt = async () =>
    (await outboxMail(request, 'sam.guest@example.com')).find((m) => m.subject.includes(`order 10${id} `));
  await expect.poll(receipt).toBeTruthy();
  const mail = (await receipt())!;
  expect(mail.subject).toMatch(/^Your receipt for order /);
  expect(mail.text).toContain('Kodak Portra 400 35mm 36exp');
  expect(mail.text).toContain(total);
  const link = /https?:\/\/\S+\/orders\/\d+\?guestToken=\S+/.exec(mail.text)![0];
  const elsewhere = await (await page.context().browser()!.newContext()).newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(`Your order is in · 10${id}`);
});
