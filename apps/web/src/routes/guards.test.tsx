import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken } from '../lib/session-store';
import { buildProduct } from '../test/catalogue-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../test/render-app';

const customer = buildUser({ id: 7, role: 'CUSTOMER' });
const admin = buildUser({ id: 1, role: 'ADMIN', firstName: 'Grace', lastName: 'Hopper' });
const vendor = buildUser({ id: 3, role: 'VENDOR', firstName: 'Vera', lastName: 'Vendor' });

describe('login guard', () => {
  it('sends a visitor to /login carrying the previous location, and back there after logging in', async () => {
    mockApi({
      'POST /api/auth/login': () => jsonResponse(customer, { headers: { authorization: 'fresh-token' } }),
      'GET /api/users/7': () => jsonResponse(customer),
      'GET /api/users/7/address': () => jsonResponse({ addresses: [] }),
      'GET /api/users/7/preferences': () => jsonResponse({ preferences: [] }),
    });
    const { router } = renderApp('/users/7/settings?tab=addresses#top');

    await screen.findByRole('heading', { name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/users/7/settings?tab=addresses#top')}`);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(router.state.location.pathname).toBe('/users/7/settings');
    expect(router.state.location.search).toBe('?tab=addresses');
    expect(getToken()).toBe('fresh-token');
  });

  it('ignores a redirect to another site after login', async () => {
    mockApi({ 'POST /api/auth/login': () => jsonResponse(customer, { headers: { authorization: 't' } }) });
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('heading', { level: 1, name: 'Your rolls' });
    expect(router.state.location.pathname).toBe('/users/7/rolls');
  });

  it('guards complete-user-details and onboarding too', async () => {
    const { router } = renderApp('/onboarding/rolls');
    await screen.findByRole('heading', { name: 'Log In' });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/onboarding/rolls')}`);
  });
});

describe('entry route', () => {
  it('shows a loader while a logged-in user loads, then sends them on', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/auth/current-user': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderApp('/', { token: 'stored-token' });
    expect(await screen.findByText('Loading your account…')).toBeInTheDocument();
    answer(jsonResponse(buildUser({ phone: null })));
    await screen.findByRole('heading', { name: 'One Last Thing' });
    expect(router.state.location.pathname).toBe('/complete-user-details');
  });

  it('shows the landing page to a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Start Your First Order' })).toHaveAttribute('href', '/signup');
  });

  it('lands /onboarding and any other path under it on the first order', async () => {
    for (const path of ['/onboarding', '/onboarding/welcome']) {
      const { router, unmount } = renderApp(path, { user: buildUser({ firstOrderCreated: false }) });
      await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/rolls'));
      expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('sends a customer without a first order to onboarding', async () => {
    const { router } = renderApp('/', { user: buildUser({ firstOrderCreated: false }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/rolls'));
  });
});

describe('admin guard', () => {
  it('sends a customer away from admin pages to /', async () => {
    const { router } = renderApp('/admin/orders', { user: customer });
    await screen.findByRole('heading', { level: 1, name: 'Your rolls' });
    expect(router.state.location.pathname).toBe('/users/7/rolls');
  });

  it('lets an admin in, under the admin bar', async () => {
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products/4': () =>
        jsonResponse({
          product: {
            ...buildProduct({ id: 4, name: 'Portra 400', slug: 'Portra-400', price: 1599 }),
            details: [],
            collectionIds: [],
          },
        }),
    });
    const { router } = renderApp('/admin/products/4', { user: admin });
    await screen.findByRole('heading', { name: 'Portra 400', level: 1 });
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/4');
  });

  it('mirrors user pages under /admin/users/{id} with /admin links', async () => {
    renderApp('/admin/users/7/referrals', { user: admin });
    await screen.findByRole('heading', { name: 'Invite a friend', level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav.querySelector('a[href="/admin/users/7/orders"]')).not.toBeNull();
  });

  it('sends unknown admin paths to / (and on to the admin home)', async () => {
    const { router } = renderApp('/admin/no-such-page', { user: admin });
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    expect(router.state.location.pathname).toBe('/admin/orders');
  });

  it('sends a visitor to log in first', async () => {
    const { router } = renderApp('/admin/orders');
    await screen.findByRole('heading', { name: 'Log In' });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/orders')}`);
  });
});

describe('user pages', () => {
  it('sends unknown user paths to /', async () => {
    const { router } = renderApp('/users/7/no-such-page', { user: customer });
    await screen.findByRole('heading', { level: 1, name: 'Your rolls' });
    expect(router.state.location.pathname).toBe('/users/7/rolls');
  });

  it("sends a customer away from another customer's pages", async () => {
    const { router } = renderApp('/users/8/orders', { user: customer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7/rolls'));
  });

  it('hides the header on checkout', async () => {
    renderApp('/users/7/checkout', { user: customer });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });
});

describe('vendor', () => {
  it('sends a vendor from / to /vendor-orders', async () => {
    const { router } = renderApp('/', { user: vendor });
    await screen.findByRole('heading', { level: 1, name: /vendor orders/i });
    expect(router.state.location.pathname).toBe('/vendor-orders');
  });

  it('keeps customers out of the vendor page', async () => {
    const { router } = renderApp('/vendor-orders', { user: customer });
    await screen.findByRole('heading', { level: 1, name: 'Your rolls' });
    expect(router.state.location.pathname).toBe('/users/7/rolls');
  });
});
