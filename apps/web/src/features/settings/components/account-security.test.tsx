import type { Session } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, sessionStore } from '../../../lib/session-store';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../../test/render-app';

// Settings: changing the e-mail needs the password, the sessions are listed and can be ended, and
// logging out ends the session on the server.
const customer = buildUser({ id: 7, email: 'ada@example.com' });
const admin = buildUser({ id: 1, role: 'ADMIN', email: 'grace@lab.test' });

const session = (overrides: Partial<Session>): Session => ({
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2030-01-01T09:00:00.000Z',
  lastSeenAt: '2030-01-02T10:30:00.000Z',
  expiresAt: '2030-02-01T09:00:00.000Z',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  ip: '203.0.113.5',
  current: false,
  ...overrides,
});
const here = session({ current: true });
const phone = session({
  id: '00000000-0000-4000-8000-000000000002',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1',
});

type Call = { method: string; path: string; body: unknown; authorization: string | null };

function settingsApi(user = customer, extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  const calls: Call[] = [];
  let sessions = [here, phone];
  const record = (url: URL, init: RequestInit) =>
    calls.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      authorization: new Headers(init.headers).get('authorization'),
    });
  mockApi({
    [`GET /api/users/${user.id}`]: () => jsonResponse(user),
    [`GET /api/users/${user.id}/address`]: () => jsonResponse({ addresses: [] }),
    [`GET /api/users/${user.id}/preferences`]: () => jsonResponse({ preferences: [] }),
    'GET /api/auth/sessions': () => jsonResponse({ sessions }),
    [`DELETE /api/auth/sessions/${phone.id}`]: (url, init) => {
      record(url, init);
      sessions = [here];
      return jsonResponse({ ok: true });
    },
    'POST /api/auth/logout-everywhere': (url, init) => {
      record(url, init);
      sessions = [here];
      return jsonResponse({ ended: 1 });
    },
    'POST /api/auth/logout': (url, init) => {
      record(url, init);
      return jsonResponse({ ok: true });
    },
    ...extra,
  });
  return calls;
}

describe('changing the e-mail', () => {
  it(
    'asks the owner for their password, and shows a wrong one by the field without logging out',
    { timeout: 15_000 },
    async () => {
      const calls: Call[] = [];
      settingsApi(customer, {
        'PUT /api/users/7': (url, init) => {
          calls.push({ method: 'PUT', path: url.pathname, body: JSON.parse(String(init.body)), authorization: null });
          const body = JSON.parse(String(init.body)) as { currentPassword?: string };
          if (body.currentPassword !== 'right passphrase') {
            return jsonResponse(
              { message: 'That password is not right.', errors: ['currentPassword: is incorrect'] },
              { status: 403 },
            );
          }
          return jsonResponse({ ...customer, email: 'ada.new@example.com' });
        },
      });
      renderApp('/users/7/settings', { user: customer });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Change E-mail' }));
      const form = screen.getByRole('form', { name: 'Change e-mail' });
      await user.type(within(form).getByLabelText('New e-mail'), 'ada.new@example.com');
      await user.click(within(form).getByRole('button', { name: 'Change E-mail' }));
      expect(await within(form).findByText('Enter your current password.')).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      await user.type(within(form).getByLabelText('Current password'), 'wrong passphrase');
      await user.click(within(form).getByRole('button', { name: 'Change E-mail' }));
      expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
      expect(sessionStore.getState()).toMatchObject({ token: 'test-token', loginError: null });

      await user.clear(within(form).getByLabelText('Current password'));
      await user.type(within(form).getByLabelText('Current password'), 'right passphrase');
      await user.click(within(form).getByRole('button', { name: 'Change E-mail' }));
      expect(await screen.findByText('ada.new@example.com')).toBeInTheDocument();
      expect(calls.at(-1)?.body).toEqual({ email: 'ada.new@example.com', currentPassword: 'right passphrase' });
    },
  );

  it("lets an admin change a customer's e-mail without the customer's password", async () => {
    const bodies: unknown[] = [];
    settingsApi(customer, {
      'PUT /api/users/7': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ ...customer, email: 'ada.fixed@example.com' });
      },
    });
    renderApp('/admin/users/7/settings', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change E-mail' }));
    const form = screen.getByRole('form', { name: 'Change e-mail' });
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    await user.type(within(form).getByLabelText('New e-mail'), 'ada.fixed@example.com');
    await user.click(within(form).getByRole('button', { name: 'Change E-mail' }));
    await waitFor(() => expect(bodies).toEqual([{ email: 'ada.fixed@example.com' }]));
    // Another person's sessions are theirs alone.
    expect(screen.queryByRole('list', { name: "Where you're logged in" })).toBeNull();
  });
});

describe('changing the password', () => {
  it(
    'needs the current password, says when it is wrong, and keeps this browser in with its new token',
    { timeout: 15_000 },
    async () => {
      const bodies: unknown[] = [];
      settingsApi(customer, {
        'PUT /api/auth/password': (_url, init) => {
          const body = JSON.parse(String(init.body)) as { currentPassword: string };
          bodies.push(body);
          if (body.currentPassword !== 'old passphrase') {
            return jsonResponse(
              { message: 'That password is not right.', errors: ['currentPassword: is incorrect'] },
              { status: 403 },
            );
          }
          return jsonResponse({ ...customer, twoFactorRequired: false }, { headers: { authorization: 'new-token' } });
        },
      });
      renderApp('/users/7/settings', { user: customer });
      const form = await screen.findByRole('form', { name: 'Change password' });
      const user = userEvent.setup();
      await user.type(within(form).getByLabelText('Current password'), 'wrong passphrase');
      await user.type(within(form).getByLabelText('New password'), 'a brand new passphrase');
      await user.type(within(form).getByLabelText('Confirm new password'), 'a brand new passphrase');
      await user.click(within(form).getByRole('button', { name: 'Change Password' }));
      expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
      expect(getToken()).toBe('test-token');

      await user.clear(within(form).getByLabelText('Current password'));
      await user.type(within(form).getByLabelText('Current password'), 'old passphrase');
      await user.click(within(form).getByRole('button', { name: 'Change Password' }));
      expect(
        await screen.findByText('Your password is changed. Every other browser is logged out.'),
      ).toBeInTheDocument();
      expect(bodies.at(-1)).toEqual({ currentPassword: 'old passphrase', password: 'a brand new passphrase' });
      expect(getToken()).toBe('new-token');
    },
  );
});

describe('where you are logged in', () => {
  it('lists the sessions and ends another one', { timeout: 15_000 }, async () => {
    const calls = settingsApi();
    renderApp('/users/7/settings', { user: customer });
    const list = await screen.findByRole('list', { name: "Where you're logged in" });
    expect(within(list).getByText('Chrome on macOS')).toBeInTheDocument();
    expect(within(list).getByText('This browser')).toBeInTheDocument();
    expect(within(list).getByText('Safari on iOS')).toBeInTheDocument();

    await userEvent.setup().click(within(list).getByRole('button', { name: 'Log out Safari on iOS' }));
    await waitFor(() => expect(within(list).queryByText('Safari on iOS')).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /api/auth/sessions/${phone.id}`]);
    // Nothing else left to log out of.
    expect(screen.getByRole('button', { name: 'Log Out Everywhere Else' })).toBeDisabled();
  });

  it('logs out everywhere else, keeping this browser', { timeout: 15_000 }, async () => {
    const calls = settingsApi();
    renderApp('/users/7/settings', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log Out Everywhere Else' }));
    expect(await screen.findByText('Logged out of 1 other session.')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ path: '/api/auth/logout-everywhere', body: { keepThisSession: true } }),
    ]);
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(getToken()).toBe('test-token');
  });

  it('logs out everywhere, this browser too', async () => {
    const calls = settingsApi();
    const { router } = renderApp('/users/7/settings', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log Out Everywhere' }));
    await screen.findByRole('heading', { name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(calls[0]).toMatchObject({ path: '/api/auth/logout-everywhere', body: { keepThisSession: false } });
    expect(getToken()).toBeNull();
  });
});

describe('logging out', () => {
  it('ends the session on the server with its token, then forgets it here', async () => {
    const calls = settingsApi(buildUser({ id: 3, role: 'VENDOR' }));
    const vendor = buildUser({ id: 3, role: 'VENDOR' });
    renderApp('/vendor-orders', { user: vendor, token: 'vendor-token' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout', authorization: 'Bearer vendor-token' });
    expect(getToken()).toBeNull();
  });
});
