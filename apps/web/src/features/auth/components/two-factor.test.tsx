import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../../test/render-app';

// The staff code screen as a person meets it: sent there by the login and the guards, the code
// requested by itself, checked by the server, then on to where they were going.
const admin = buildUser({ id: 1, role: 'ADMIN', email: 'grace@lab.test', firstName: 'Grace' });
const owing = { ...admin, twoFactorRequired: true };
const verified = { ...admin, twoFactorRequired: false };

function codeApi(options: { rightCode?: string } = {}) {
  let verifiedYet = false;
  const requests: string[] = [];
  const fetchMock = mockApi({
    'GET /api/auth/current-user': () => jsonResponse(verifiedYet ? verified : owing),
    'POST /api/auth/managers/request-two-factor-code': () => {
      requests.push('code');
      return jsonResponse({ message: 'We have e-mailed you a six-digit code.', expiresAt: '2030-01-01T00:00:00Z' });
    },
    'POST /api/auth/managers/verify-two-factor-code': (_url, init) => {
      const { code } = JSON.parse(String(init.body)) as { code: string };
      if (code !== (options.rightCode ?? '123456')) {
        return jsonResponse(
          { message: 'This code is not right. Please check the e-mail and try again.', errors: ['code: is incorrect'] },
          { status: 400 },
        );
      }
      verifiedYet = true;
      return jsonResponse({ verified: true });
    },
    'POST /api/auth/login': () => jsonResponse(owing, { headers: { authorization: 'staff-token' } }),
  });
  return { fetchMock, requests };
}

describe('staff two-factor screen', () => {
  // Which code was sent to which session is remembered for the browser tab.
  beforeEach(() => sessionStorage.clear());

  it(
    'stops a staff session owing its code before any staff page, then takes it there',
    { timeout: 15_000 },
    async () => {
      const { requests } = codeApi();
      const { router } = renderApp('/admin/orders', { user: owing });

      await screen.findByRole('heading', { name: 'Check Your E-mail' });
      expect(router.state.location.pathname).toBe('/two-factor');
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/orders')}`);
      const input = screen.getByLabelText('Six-digit code');
      expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      expect(input).toHaveAttribute('inputmode', 'numeric');
      // Asked for by itself, once.
      await waitFor(() => expect(requests).toEqual(['code']));
      expect(screen.queryByRole('heading', { name: 'Orders', level: 1 })).toBeNull();

      const user = userEvent.setup();
      await user.type(input, '654321');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Code is incorrect')).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(sessionStore.getState().loginError).toBeNull();

      await user.clear(input);
      await user.type(input, '123 456');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByRole('heading', { name: 'Orders', level: 1 });
      expect(router.state.location.pathname).toBe('/admin/orders');
    },
  );

  it(
    'checks for six digits before asking the server, and sends a new code on request',
    { timeout: 15_000 },
    async () => {
      const { fetchMock, requests } = codeApi();
      renderApp('/two-factor', { user: owing });
      await waitFor(() => expect(requests).toEqual(['code']));
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Six-digit code'), '12a4');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Enter the six digits from the e-mail.')).toBeInTheDocument();
      const verifyCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('verify-two-factor-code'));
      expect(verifyCalls).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      expect(await screen.findByText("We've sent a new code to grace@lab.test.")).toBeInTheDocument();
      expect(requests).toEqual(['code', 'code']);
    },
  );

  it(
    'does not send another code when the screen opens again while the last one still works',
    { timeout: 15_000 },
    async () => {
      const { requests } = codeApi();
      const first = renderApp('/two-factor', { user: owing });
      await waitFor(() => expect(requests).toEqual(['code']));
      first.unmount();
      renderApp('/two-factor', { user: owing });
      await screen.findByLabelText('Six-digit code');
      // A new login is a new session, which gets its own code.
      renderApp('/two-factor', { user: owing, token: 'another-session-token' });
      await waitFor(() => expect(requests).toEqual(['code', 'code']));
    },
  );

  it('says in words when too many codes were asked for', { timeout: 15_000 }, async () => {
    mockApi({
      'POST /api/auth/managers/request-two-factor-code': () =>
        jsonResponse(
          {
            message: 'Too many attempts. Please wait 15 minutes and try again.',
            errors: ['code: too many attempts; try again in 15 minutes'],
          },
          { status: 429 },
        ),
    });
    renderApp('/two-factor', { user: owing });
    expect(await screen.findByText('Code too many attempts; try again in 15 minutes')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('asks for the code right after a staff login, then goes where / sends an admin', { timeout: 15_000 }, async () => {
    codeApi();
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'grace@lab.test');
    await user.type(screen.getByLabelText('Password'), 'a good passphrase');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('heading', { name: 'Check Your E-mail' });
    expect(router.state.location.pathname).toBe('/two-factor');

    await user.type(screen.getByLabelText('Six-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    expect(router.state.location.pathname).toBe('/admin/orders');
  });

  it(
    'sends a staff page that the server refuses for want of the code to the code screen',
    { timeout: 15_000 },
    async () => {
      let owesCode = false;
      mockApi({
        'GET /api/auth/current-user': () => jsonResponse({ ...admin, twoFactorRequired: owesCode }),
        'GET /api/product-collections': () => {
          // Two-factor was switched on after this browser last asked who is signed in.
          owesCode = true;
          return jsonResponse(
            {
              message: 'Please enter the six-digit code we e-mailed you to continue.',
              errors: ['twoFactor: required'],
            },
            { status: 403 },
          );
        },
        'POST /api/auth/managers/request-two-factor-code': () =>
          jsonResponse({ message: 'sent', expiresAt: '2030-01-01T00:00:00Z' }),
      });
      const { router } = renderApp('/admin/collections', { user: verified });
      await screen.findByRole('heading', { name: 'Check Your E-mail' });
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/collections')}`);
      // Not a broken session: nobody is sent back to log in.
      expect(sessionStore.getState().loginError).toBeNull();
    },
  );

  it('lets a session that owes nothing straight through', { timeout: 15_000 }, async () => {
    const { requests } = codeApi();
    const { router } = renderApp('/two-factor?redirect=%2Fadmin%2Forders', { user: verified });
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(requests).toEqual([]);
  });
});
