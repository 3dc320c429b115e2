import { expect, test } from '@playwright/test';
import { logInThroughForm } from '../support/demo.js';
import { solidPng } from '../support/png.js';

interface ListedProduct {
  id: number;
  name: string;
  price: number;
  memberPrice: number | null;
  variants: Array<{ name: string; price: number; stock: number }>;
  images: Array<{ read: string }>;
}

test('an admin creates a product with a variant and an image and sees it in its collection', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const productName = `Test Stock ${stamp}`;
  const collectionName = `Fresh Arrivals ${stamp}`;

  await page.goto('/login');
  await logInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // The product, priced in dollars.
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Product' }).click();
  const create = page.getByRole('dialog', { name: 'New Product' });
  await create.getByLabel('Name').fill(productName);
  await create.getByLabel('Price ($)', { exact: true }).fill('12.99');
  await create.getByLabel(/^Member price/).fill('10.5');
  await create.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);

  // A variant.
  await page.getByRole('button', { name: 'Add Variant' }).click();
  const variant = page.getByRole('dialog', { name: 'New Variant' });
  await variant.getByLabel('Name').fill('5 Pack');
  await variant.getByLabel('Price ($)', { exact: true }).fill('59');
  await variant.getByLabel('Stock', { exact: true }).fill('12');
  await variant.getByRole('button', { name: 'Add Variant' }).click();
  const variants = page.getByRole('table', { name: `Variants of ${productName}` });
  await expect(variants.getByRole('row', { name: /5 Pack/ })).toContainText('$59.00');

  // An image, uploaded through the signed link with progress.
  await page.getByLabel(`Image file for ${productName}`).setInputFiles({
    name: 'swatch.png',
    mimeType: 'image/png',
    buffer: solidPng(24, 16, [195, 38, 27]),
  });
  const images = page.getByRole('list', { name: `Images of ${productName}` });
  await expect(images.getByRole('img')).toHaveCount(1);

  // A collection that the product joins from the collection's page.
  await page.getByRole('link', { name: 'Collections' }).first().click();
  await page.getByRole('button', { name: 'New Collection' }).click();
  const newCollection = page.getByRole('dialog', { name: 'New Collection' });
  await newCollection.getByLabel('Name').fill(collectionName);
  await newCollection.getByRole('button', { name: 'Create Collection' }).click();
  await expect(page.getByRole('heading', { name: collectionName, level: 1 })).toBeVisible();
  await page.getByLabel('Find a product to add').fill(productName);
  await page.getByRole('button', { name: `Add ${productName}` }).click();
  const order = page.getByRole('list', { name: 'Products in shop order' });
  await expect(order.getByRole('link', { name: productName })).toBeVisible();

  // The shop's own call sees it there, with its cents, variant and image.
  const slug = collectionName.toLowerCase().replace(/ /g, '-');
  const res = await page.request.get(`/api/products?collection=${encodeURIComponent(slug)}`);
  expect(res.ok()).toBe(true);
  const { products } = (await res.json()) as { products: ListedProduct[] };
  const listed = products.find((product) => product.name === productName);
  expect(listed?.price).toBe(1299);
  expect(listed?.memberPrice).toBe(1050);
  expect(listed?.variants.map((v) => [v.name, v.price, v.stock])).toEqual([['5 Pack', 5900, 12]]);
  expect(listed?.images).toHaveLength(1);

  // And the admin product table lists the collection beside it.
  await page.getByRole('link', { name: 'Products' }).first().click();
  await page.getByLabel('Search products').fill(productName);
  const row = page.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toContainText(collectionName);
  await expect(row).toContainText('$12.99');
});

test('an admin reorders a collection by keyboard and the shop lists it in the new order', async ({ page }) => {
  const shopOrder = async () => {
    const res = await page.request.get('/api/products?collection=120-film');
    return ((await res.json()) as { products: ListedProduct[] }).products.map((product) => product.name);
  };
  const before = await shopOrder();
  expect(before.length).toBeGreaterThan(1);
  const [first, second] = before as [string, string];

  await page.goto('/login');
  await logInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.goto('/admin/collections');
  await page.getByRole('link', { name: '120 Film' }).click();
  const order = page.getByRole('list', { name: 'Products in shop order' });
  await expect(order.getByRole('link').first()).toHaveText(first);

  await page.getByRole('button', { name: `Move ${second} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('link').first()).toHaveText(second);
  // Now first, the product's Move Up is disabled, so the focus stays on it through Move Down.
  await expect(page.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
  await expect.poll(shopOrder).toEqual([second, first, ...before.slice(2)]);
});
