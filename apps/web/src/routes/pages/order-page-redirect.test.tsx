import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockApi, renderApp } from '../../test/render-app';

// An order's other paths (its bare URL, an old link) lead to its summary, for the member and staff.

afterEach(() => vi.unstubAllGlobals());

describe('an order page other than the summary', () => {
  it("sends the member's /users/{id}/orders/{orderId} to the order's summary", async () => {
    mockApi({});
    const { router } = renderApp('/users/7/orders/42', { user: buildUser({ id: 7 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7/orders/42/summary'));
  });

  it('keeps the admin prefix for staff', async () => {
    mockApi({});
    const { router } = renderApp('/admin/users/7/orders/42/rolls', { user: buildUser({ id: 1, role: 'ADMIN' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/7/orders/42/summary'));
  });

  it('sends an order id that is not a number home', async () => {
    mockApi({});
    const { router } = renderApp('/users/7/orders/latest/rolls', { user: buildUser({ id: 7 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
