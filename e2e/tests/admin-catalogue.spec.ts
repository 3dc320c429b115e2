import { expect, test } from '@playwright/test';
import { apiToken, logInThroughForm, openPage } from '../support/demo.js';
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

  // A variant: the product's price and stock move to it (its dialog starts from them).
  await page.getByRole('button', { name: 'Add Variant' }).click();
  const variant = page.getByRole('dialog', { name: 'New Variant' });
  await expect(variant.getByLabel('Price ($)', { exact: true })).toHaveValue('12.99');
  await variant.getByLabel('Name').fill('5 Pack');
  await variant.getByLabel('Price ($)', { exact: true }).fill('59');
  await variant.getByLabel(/^Member price/).fill('55');
  await variant.getByLabel('Stock', { exact: true }).fill('12');
  await variant.getByRole('button', { name: 'Add Variant' }).click();
  const variants = page.getByRole('table', { name: `Variants of ${productName}` });
  await expect(variants.getByRole('row', { name: /5 Pack/ })).toContainText('$59.00');
  // The product form no longer offers a price of its own: it shows the variant's, and says where it is changed.
  const figures = page.getByRole('group', { name: 'Price and stock' });
  await expect(figures).toContainText('$59.00');
  await expect(figures).toContainText('changed on each variant');
  await expect(page.getByRole('form', { name: 'Product details' }).getByLabel('Price ($)')).toHaveCount(0);

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
  // One price and stock per thing sold: the product's are its only variant's.
  expect(listed?.price).toBe(5900);
  expect(listed?.memberPrice).toBe(5500);
  expect(listed?.variants.map((v) => [v.name, v.price, v.stock])).toEqual([['5 Pack', 5900, 12]]);
  expect(listed?.images).toHaveLength(1);

  // And the admin product table lists the collection beside it.
  await page.getByRole('link', { name: 'Products' }).first().click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
  const row = page.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toContainText(collectionName);
  await expect(row).toContainText('$59.00');
  await expect(row).toContainText('$55.00');
});

test('an admin changes a member price on the variant the shop sells, and a member is charged it', async ({
  page,
  browser,
}) => {
  // Two people, the admin and a member, each through several pages and a checkout: more than 30 s
  // when the run starts while the server still makes the demo rolls' thumbnails.
  test.slow();
  const productName = `Member Price Film ${Date.now().toString(36)}`;
  await page.goto('/login');
  await logInThroughForm(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // A product at $12.99 that then sells one variant, as the demo films do.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'New Product' }).click();
  const create = page.getByRole('dialog', { name: 'New Product' });
  await create.getByLabel('Name').fill(productName);
  await create.getByLabel('Price ($)', { exact: true }).fill('12.99');
  await create.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Variant' }).click();
  const newVariant = page.getByRole('dialog', { name: 'New Variant' });
  await newVariant.getByLabel('Name').fill('Single Roll');
  await newVariant.getByRole('button', { name: 'Add Variant' }).click();
  await expect(page.getByRole('table', { name: `Variants of ${productName}` })).toContainText('Single Roll');

  // The member price is set where the shop reads it: on the variant.
  await page.getByRole('button', { name: 'Edit Single Roll' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Single Roll' });
  await edit.getByLabel(/^Member price/).fill('11.10');
  await edit.getByRole('button', { name: 'Save Variant' }).click();
  await expect(page.getByText('Single Roll is saved.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Price and stock' })).toContainText('$11.10');

  // The demo customer is an active member: the shop shows $11.10, the cart holds it, checkout charges it.
  const member = await browser.newContext();
  const shop = await member.newPage();
  await shop.goto('/login');
  await logInThroughForm(shop, 'customer@demo.test');
  await expect(shop).toHaveURL(/\/users\/\d+/);
  await openPage(shop, `/products/${productName.replace(/ /g, '-')}`);
  const price = shop.getByTestId('price').first();
  await expect(price).toContainText('$11.10');
  await expect(price).toContainText('$12.99');
  await shop.getByRole('button', { name: 'Add To Cart' }).click();
  const panel = shop.getByRole('dialog', { name: /^Your Cart/ });
  await expect(panel.getByRole('listitem').filter({ hasText: productName })).toContainText('$11.10');

  const token = await apiToken(shop.request, 'customer@demo.test');
  const listed = await shop.request.get(`/api/products/name/${encodeURIComponent(productName.replace(/ /g, '-'))}`);
  const product = ((await listed.json()) as { product: { id: number; memberPrice: number } }).product;
  expect(product.memberPrice).toBe(1110);
  const order = await shop.request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: { lines: [{ productId: product.id, quantity: 1 }] },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { lines } = ((await order.json()) as { order: { lines: Array<{ unitAmount: number }> } }).order;
  expect(lines[0]?.unitAmount).toBe(1110);
  await member.close();
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
