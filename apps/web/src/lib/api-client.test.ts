import { routes, type Address } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi } from '../test/render-app';
import { ApiError, apiRequest, callRoute, fieldErrors } from './api-client';
import { getToken, SESSION_STORAGE_KEY, sessionStore, setToken } from './session-store';

describe('api client', () => {
  it('sends the stored token and JSON', async () => {
    setToken('stored');
    const fetchMock = mockApi({ 'PUT /api/users/7': () => jsonResponse(buildUser()) });
    await apiRequest('/users/7', { method: 'PUT', body: { phone: '555' } });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer stored');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"phone":"555"}');
  });

  it('calls a route by its light entry, typed by its contract; a whole contract is refused', async () => {
    setToken('stored');
    const fetchMock = mockApi({ 'DELETE /api/users/7/address/3': () => jsonResponse({ ok: true }) });
    const answer = await callRoute(routePaths.addresses.delete, { params: { id: 7, addressId: 3 } });
    expect(answer.ok).toBe(true);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    // The answer is typed by the contract's response schema (tsc -p apps/web checks this file).
    const typed: (a: Awaited<ReturnType<typeof callRoute<typeof routePaths.addresses.list>>>) => Address[] = (a) =>
      a.addresses;
    expect(typed).toBeTypeOf('function');
    // @ts-expect-error the whole contract (its zod schemas) is not what the browser calls by
    expect(() => callRoute(routes.addresses.delete, { params: { id: 7, addressId: 3 } })).toBeTypeOf('function');
  });

  it('sends the token it is given instead of the stored one', async () => {
    setToken('stored');
    const fetchMock = mockApi({ 'POST /api/auth/logout': () => jsonResponse({ ok: true }) });
    await apiRequest('/auth/logout', { method: 'POST', token: 'clearing' });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer clearing');
  });

  it('stores a token returned in the authorization header, and persists it', async () => {
    mockApi({
      'GET /api/auth/current-user': () => jsonResponse(buildUser(), { headers: { authorization: 'new-token' } }),
    });
    await apiRequest('/auth/current-user');
    expect(getToken()).toBe('new-token');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('new-token');
  });

  it('replaces the stored token with a fresh one', async () => {
    setToken('old');
    mockApi({
      'GET /api/auth/current-user': () => jsonResponse(buildUser(), { headers: { authorization: 'Bearer newer' } }),
    });
    await apiRequest('/auth/current-user');
    expect(getToken()).toBe('newer');
  });

  it('throws an ApiError with the status, the errors and one readable message', async () => {
    mockApi({
      'POST /api/users/7/address': () =>
        jsonResponse(
          { message: 'Invalid address', errors: ['zip: must be a US zip code', 'state: is required'] },
          { status: 400 },
        ),
    });
    const error = await apiRequest('/users/7/address', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errors: ['zip: must be a US zip code', 'state: is required'],
      message: 'ZIP code must be a US zip code, State is required',
      serverMessage: 'Invalid address',
    });
  });

  it('shows people no field names meant for developers', async () => {
    mockApi({
      'POST /api/orders/5/pay': () =>
        jsonResponse(
          { message: 'Your card was declined.', errors: ['paymentId: Your card was declined.'] },
          { status: 402 },
        ),
      'PUT /api/users/7/profile-pic': () =>
        jsonResponse(
          { message: 'Only JPEG or PNG images', errors: ['body: must be a JPEG or PNG image'] },
          { status: 415 },
        ),
    });
    await expect(apiRequest('/orders/5/pay', { method: 'POST', body: {} })).rejects.toThrow(
      /^Your card was declined\.$/,
    );
    await expect(apiRequest('/users/7/profile-pic', { method: 'PUT', body: {} })).rejects.toThrow(
      /^The file must be a JPEG or PNG image$/,
    );
  });

  it('falls back to the message, then the status text', async () => {
    mockApi({
      'GET /api/a': () => jsonResponse({ message: 'Not here', errors: [] }, { status: 404 }),
      'GET /api/b': () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(apiRequest('/a')).rejects.toThrow('Not here');
    await expect(apiRequest('/b')).rejects.toThrow('Bad Gateway');
  });

  it('puts the session into its login-error state on a 401, dropping the token', async () => {
    setToken('expired');
    mockApi({
      'GET /api/auth/current-user': () => jsonResponse({ message: 'Session expired', errors: [] }, { status: 401 }),
    });
    await expect(apiRequest('/auth/current-user')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState()).toEqual({ token: null, loginError: 'Session expired', twoFactorRequired: false });
  });

  it('flags the session on a 403 but keeps the token', async () => {
    setToken('valid');
    mockApi({ 'GET /api/users/9': () => jsonResponse({ message: 'Forbidden', errors: [] }, { status: 403 }) });
    await expect(apiRequest('/users/9')).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.getState()).toEqual({ token: 'valid', loginError: 'Forbidden', twoFactorRequired: false });
  });

  it('on a 403 for want of the two-factor code, asks for the code instead of flagging the session', async () => {
    setToken('staff');
    mockApi({
      'GET /api/users': () =>
        jsonResponse({ message: 'Please enter the code', errors: ['twoFactor: required'] }, { status: 403 }),
    });
    await expect(apiRequest('/users')).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.getState()).toEqual({ token: 'staff', loginError: null, twoFactorRequired: true });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    mockApi({});
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0 });
  });
});

describe('fieldErrors', () => {
  it('splits the server errors by field', () => {
    expect(fieldErrors(['email: is already registered', 'password: is too short', 'something broke'])).toEqual({
      email: 'is already registered',
      password: 'is too short',
      '': 'something broke',
    });
  });
});
