import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PRICE_LIST } from '@filmlab/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, draftStore, emptyDraft } from '../../lib/development-draft-store';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildAddress, buildPreference } from '../../test/account-fixtures';
import { matchStocks } from './components/stock-search';

const member = buildUser({
  id: 7,
  active: true,
  membership: { plan: 'NICE_2025', status: 'renewing', periodEnd: null },
});

const preferences = [
  buildPreference({
    id: 4,
    key: 'default-sleeving',
    label: 'Default Sleeving',
    type: 'radio',
    value: 'CUT',
    default: 'NONE',
  }),
];
const locations = [
  {
    id: 3,
    name: 'The Lab',
    address1: '1 Bedford Ave',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11211',
    hours: 'Mon-Fri 9-5',
    dropOff: true,
    phone: '555',
  },
];

function api(onCreate: (body: unknown) => void = () => {}, more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...more,
    'GET /api/users/7': () => jsonResponse(member),
    'GET /api/users/7/preferences': () => jsonResponse({ preferences }),
    'GET /api/users/7/service-credits': () => jsonResponse({ credits: { devScan: 2, scan4K: 0, rush: 0, proScan: 0 } }),
    'GET /api/public/locations': () => jsonResponse({ locations }),
    'GET /api/users/7/address': () => jsonResponse({ addresses: [buildAddress()] }),
    'POST /api/users/7/orders': (_url, init) => {
      onCreate(JSON.parse(String(init.body)));
      return jsonResponse({ message: 'stop here', errors: [] }, { status: 409 });
    },
  });
}

describe('the film stock search', () => {
  it('finds stocks fuzzily (threshold 0.4), typos included', () => {
    expect(matchStocks('portra 400')[0]).toMatchObject({ brand: 'Kodak', model: 'Portra 400' });
    expect(matchStocks('hp5')[0]).toMatchObject({ brand: 'Ilford', model: 'HP5 Plus 400' });
    expect(matchStocks('protra').some((stock) => stock.model.startsWith('Portra'))).toBe(true);
    expect(matchStocks('zzzzqqq')).toEqual([]);
  });
});

describe('a new development order', () => {
  beforeEach(() => {
    localStorage.clear();
    draftStore.setState({ draft: emptyDraft() });
  });

  it('starts a roll with the saved defaults, picks a stock, adds 5 more like it, prices live with credits first', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/users/7/orders/new/rolls', { user: member });
    const film = await screen.findByRole('combobox', { name: 'Film stock of roll 1' });
    // The saved preference fills the sleeving.
    expect(screen.getByRole('combobox', { name: 'Sleeving' })).toHaveValue('CUT');
    await user.type(film, 'ektachrome');
    await user.click(await screen.findByRole('option', { name: /Kodak Ektachrome E100/ }));
    expect(screen.getByRole('combobox', { name: 'Process' })).toHaveValue('E-6');

    await user.click(screen.getByRole('button', { name: '5 more like this' }));
    expect(screen.getAllByRole('group', { name: /^Roll \d/ })).toHaveLength(6);
    // Nice 2025: six E-6 rolls, two paid with credits, four at 19.99, plus cut sleeving 1.99 on each.
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('2 × E6 Dev + Scan (credit)')).toBeInTheDocument();
    expect(within(price).getByText('$91.90')).toBeInTheDocument();
    // The draft is in browser storage.
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!).state.draft.rolls).toHaveLength(6);
  }, 20_000);

  it('prices the rolls from the lab’s price list in force, not the prices it was built with', async () => {
    const seed = DEFAULT_PRICE_LIST;
    const raised = {
      ...seed,
      // Cut sleeving at $2.99 in every tier column ($1.99 in the seed).
      prices: {
        ...seed.prices,
        cutSleeving: Object.fromEntries(Object.keys(seed.prices.cutSleeving).map((tier) => [tier, 299])),
      },
    };
    api(undefined, { 'GET /api/public/price-list': () => jsonResponse({ id: 2, startsAt: null, entries: raised }) });
    const user = userEvent.setup();
    renderApp('/users/7/orders/new/rolls', { user: member });
    const film = await screen.findByRole('combobox', { name: 'Film stock of roll 1' });
    await user.type(film, 'portra 400');
    await user.click(await screen.findByRole('option', { name: /Kodak Portra 400/ }));
    const price = screen.getByRole('region', { name: 'Price' });
    // The saved preference cuts and sleeves the roll, at the list in force's price.
    expect(await within(price).findAllByText('$2.99')).not.toHaveLength(0);
    expect(within(price).queryByText('$1.99')).toBeNull();
  });

  it('sends rolls and choices, never an amount, and keeps the draft when the order fails', async () => {
    let sent: Record<string, unknown> | undefined;
    api((body) => (sent = body as Record<string, unknown>));
    const user = userEvent.setup();
    renderApp('/users/7/orders/new/rolls', { user: member });
    const film = await screen.findByRole('combobox', { name: 'Film stock of roll 1' });
    await user.type(film, 'My own film');
    expect(film).toHaveValue('My own film');
    await user.click(screen.getByRole('radio', { name: 'Prepaid shipping label' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      rolls: [{ brand: null, model: 'My own film', format: '35mm', process: 'C-41', sleeving: 'CUT' }],
      inbound: { method: 'PREPAID_LABEL', locationId: null },
      addressId: 31,
    });
    expect(JSON.stringify(sent)).not.toMatch(/amount|price|total|cents/i);
    expect(await screen.findByText('stop here')).toBeInTheDocument();
    expect(draftStore.getState().draft.rolls).toHaveLength(1);
  }, 20_000);
});
