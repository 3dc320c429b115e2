import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

// Onboarding's new order belongs to the signed-in user: while they load it waits, asking for no one.

afterEach(() => vi.unstubAllGlobals());

describe('/onboarding/rolls', () => {
  it('makes no call for user 0 while the current user loads, then opens their first order', async () => {
    const user = buildUser({ id: 7, firstOrderCreated: false });
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockApi({
      'GET /api/auth/current-user': async () => {
        await loaded;
        return jsonResponse(user);
      },
      'GET /api/users/7': () => jsonResponse(user),
    });
    const { router } = renderApp('/onboarding/rolls', { token: 'test-token' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/users/7'))).toBe(true));
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(paths).not.toContain('/api/users/0');
    expect(router.state.location.pathname).toBe('/onboarding/rolls');
    await screen.findByRole('heading', { level: 1 });
  });
});
