import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLibraryFilters, buildRoll, buildRollDetail } from '../../test/library-fixtures';
import { buildPrintOrder } from '../../test/order-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

// Staff on a customer's pages read about the customer ("Rolls", "the customer is e-mailed"); the
// customer reads to them ("Your rolls", "We'll e-mail you").

const customer = buildUser({ id: 7 });
const admin = buildUser({ id: 1, role: 'ADMIN' });
const printOrder = buildPrintOrder();

function api() {
  mockApi({
    'GET /api/users/7/film-rolls': () => jsonResponse({ filmRolls: [buildRoll(3)], nextCursor: null }),
    'GET /api/users/7/film-rolls/filters': () => jsonResponse(buildLibraryFilters()),
    'GET /api/users/7/film-rolls/3': () =>
      jsonResponse(buildRollDetail(buildRoll(3), { contactSheet: { available: false, reason: null } })),
    'GET /api/users/7/scans': () => jsonResponse({ scans: [], nextCursor: null }),
    'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
    'GET /api/users/7/orders': () => jsonResponse({ orders: [], count: 0 }),
    'GET /api/users/7/print-orders/88': () => jsonResponse(printOrder),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("a customer's pages in staff wording", () => {
  it.each([
    ['/rolls', { level: 1, name: 'Your rolls' }, { level: 1, name: 'Rolls' }],
    ['/orders', { level: 1, name: 'Your orders' }, { level: 1, name: 'Orders' }],
  ])('%s: the heading', async (path, mine, staff) => {
    api();
    const view = renderApp(`/users/7${path}`, { user: customer });
    expect(await screen.findByRole('heading', mine)).toBeInTheDocument();
    view.unmount();
    api();
    renderApp(`/admin/users/7${path}`, { user: admin });
    expect(await screen.findByRole('heading', staff)).toBeInTheDocument();
    expect(screen.queryByText(/your (rolls|orders)/i)).not.toBeInTheDocument();
  });

  it.each([
    [
      '/rolls/3',
      "No frames yet. We'll e-mail you when your scans are ready.",
      'No frames yet. The customer is e-mailed when the scans are ready.',
    ],
    [
      '/print-orders/88',
      'We’ll e-mail you when your prints are ready.',
      'The customer is e-mailed when the prints are ready.',
    ],
  ])('%s: what happens next', async (path, mine, staff) => {
    api();
    const view = renderApp(`/users/7${path}`, { user: customer });
    expect(await screen.findByText(mine, { exact: false })).toBeInTheDocument();
    view.unmount();
    api();
    renderApp(`/admin/users/7${path}`, { user: admin });
    expect(await screen.findByText(staff, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/e-mail you/)).not.toBeInTheDocument();
  });
});
