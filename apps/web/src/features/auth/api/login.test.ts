import { describe, expect, it } from 'vitest';
import { getToken, sessionStore, setToken } from '../../../lib/session-store';
import { buildUser, jsonResponse, mockApi } from '../../../test/render-app';
import { login } from './login';

describe('login', () => {
  it('clears the stored token when a login fails, without a session error', async () => {
    setToken('previous');
    mockApi({
      'POST /api/auth/login': () => jsonResponse({ message: 'Wrong e-mail or password', errors: [] }, { status: 401 }),
    });
    await expect(login({ email: 'ada@example.com', password: 'nope' })).rejects.toThrow('Wrong e-mail or password');
    expect(sessionStore.getState()).toEqual({ token: null, loginError: null, twoFactorRequired: false });
  });

  it('stores the token of a successful login', async () => {
    mockApi({ 'POST /api/auth/login': () => jsonResponse(buildUser(), { headers: { authorization: 'logged-in' } }) });
    await login({ email: 'ada@example.com', password: 'right' });
    expect(getToken()).toBe('logged-in');
  });
});
