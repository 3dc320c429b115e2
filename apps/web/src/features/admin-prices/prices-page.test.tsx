import type { PriceListChange, PriceListView } from '@filmlab/api';
import { SEED_PRICE_LIST } from '@filmlab/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { centsOf, creditsOf } from './components/grid-cells';

const admin = buildUser({ id: 1, role: 'ADMIN' });
const list = (id: number, status: PriceListView['status']): PriceListView => ({
  id,
  status,
  startsAt: status === 'draft' ? null : '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 1,
  activatedAt: null,
  activatedBy: null,
  entries: structuredClone(SEED_PRICE_LIST) as PriceListView['entries'],
});

describe('/admin/prices', () => {
  it('makes a draft, edits cells by keyboard, saves the changes and activates it; shows the change log', async () => {
    let lists = [list(1, 'active')];
    const changes: PriceListChange[] = [];
    const saved: unknown[] = [];
    const activated: unknown[] = [];
    mockApi({
      'GET /api/price-lists': () => jsonResponse({ priceLists: lists, changes }),
      'POST /api/price-lists': () => {
        const draft = list(2, 'draft');
        lists = [draft, ...lists];
        return jsonResponse(draft, { status: 201 });
      },
      'PUT /api/price-lists/2': (_url, init) => {
        saved.push(JSON.parse(String(init.body)));
        changes.push({
          id: 1,
          priceListId: 2,
          userId: 1,
          userName: 'Ada Admin',
          at: '2026-01-02T00:00:00.000Z',
          service: 'devScan',
          tier: 'NON_MEMBER',
          planId: null,
          printSize: null,
          credit: null,
          oldCents: 1799,
          newCents: 1899,
          oldCredits: null,
          newCredits: null,
        });
        lists[0]!.entries.prices.devScan!.NON_MEMBER = 1899;
        return jsonResponse(lists[0]);
      },
      'POST /api/price-lists/2/activate': (_url, init) => {
        activated.push(init.body ? JSON.parse(String(init.body)) : null);
        lists = [
          { ...lists[0]!, status: 'active' },
          { ...lists[1]!, status: 'expired' },
        ];
        return jsonResponse(lists[0]);
      },
    });
    renderApp('/admin/prices', { user: admin });
    const inForce = await screen.findByRole('table', { name: 'Prices in force: services' });
    const devScanRow = within(inForce).getByRole('rowheader', { name: 'Dev + Scan (C-41/BW)' }).closest('tr')!;
    expect(within(devScanRow).getByText('$17.99')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New draft' }));
    const cell = await screen.findByRole('textbox', { name: 'Dev + Scan (C-41/BW), Non-member' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.clear(cell);
    await user.type(cell, 'abc');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.clear(cell);
    await user.type(cell, '18.99{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: 1899 }],
      plans: [],
      printSizes: [],
    });

    const log = await screen.findByRole('table', { name: 'Change log' });
    expect(within(log).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(log).getByText('Dev + Scan (C-41/BW), Non-member')).toBeInTheDocument();
    expect(within(log).getByText('$18.99')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activate now' }));
    await waitFor(() => expect(activated).toEqual([{}]));
    expect(await screen.findByRole('button', { name: 'New draft' })).toBeInTheDocument();
    const after = await screen.findByRole('table', { name: 'Prices in force: services' });
    const row = within(after).getByRole('rowheader', { name: 'Dev + Scan (C-41/BW)' }).closest('tr')!;
    expect(within(row).getByText('$18.99')).toBeInTheDocument();
  });

  it('edits a plan’s credits per period beside its fee, and logs the change', async () => {
    let lists = [list(1, 'active')];
    const changes: PriceListChange[] = [];
    const saved: unknown[] = [];
    mockApi({
      'GET /api/price-lists': () => jsonResponse({ priceLists: lists, changes }),
      'POST /api/price-lists': () => {
        lists = [list(2, 'draft'), ...lists];
        return jsonResponse(lists[0], { status: 201 });
      },
      'PUT /api/price-lists/2': (_url, init) => {
        saved.push(JSON.parse(String(init.body)));
        const at = '2026-01-02T00:00:00.000Z';
        const base = {
          priceListId: 2,
          userId: 1,
          userName: 'Ada Admin',
          at,
          service: null,
          tier: null,
          printSize: null,
        };
        const fee = { oldCents: 19999, newCents: 21999, oldCredits: null, newCredits: null };
        const credits = { oldCents: null, newCents: null, oldCredits: 10, newCredits: 12 };
        changes.push(
          { ...base, ...fee, id: 1, planId: 'NICE_2025', credit: null },
          { ...base, ...credits, id: 2, planId: 'NICE_2025', credit: 'devScan' },
        );
        Object.assign(lists[0]!.entries.plans.NICE_2025!, { price: 21999, rollCredits: 12 });
        return jsonResponse(lists[0]);
      },
    });
    renderApp('/admin/prices', { user: admin });
    const inForce = await screen.findByRole('table', { name: 'Prices in force: plan fees and credits' });
    const nice = within(inForce).getByRole('rowheader', { name: 'Nice' }).closest('tr')!;
    expect(
      within(nice)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$199.99', '10', '3', '3', '0']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New draft' }));
    const credits = await screen.findByRole('textbox', { name: 'Nice Dev + Scan credits' });
    await user.clear(credits);
    await user.type(credits, 'lots');
    expect(credits).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(credits);
    await user.type(credits, '12');
    const fee = screen.getByRole('textbox', { name: 'Nice fee' });
    await user.clear(fee);
    await user.type(fee, '219.99');
    expect(screen.getByText('2 unsaved change(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      prices: [],
      plans: [{ planId: 'NICE_2025', price: 21999, credits: { devScan: 12 } }],
      printSizes: [],
    });

    const log = await screen.findByRole('table', { name: 'Change log' });
    const row = within(log).getByText('Nice dev + scan credits per period').closest('tr')!;
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
  });

  it('edits a print size’s price per tier column in the Print sizes group, and logs the change', async () => {
    let lists = [list(1, 'active')];
    const changes: PriceListChange[] = [];
    const saved: unknown[] = [];
    mockApi({
      'GET /api/price-lists': () => jsonResponse({ priceLists: lists, changes }),
      'POST /api/price-lists': () => {
        lists = [list(2, 'draft'), ...lists];
        return jsonResponse(lists[0], { status: 201 });
      },
      'PUT /api/price-lists/2': (_url, init) => {
        saved.push(JSON.parse(String(init.body)));
        changes.push({
          id: 1,
          priceListId: 2,
          userId: 1,
          userName: 'Ada Admin',
          at: '2026-01-02T00:00:00.000Z',
          service: null,
          tier: 'NON_MEMBER',
          planId: null,
          printSize: '8x10',
          credit: null,
          oldCents: 2500,
          newCents: 2999,
          oldCredits: null,
          newCredits: null,
        });
        (lists[0]!.entries.printSizes!['8x10'] as { NON_MEMBER: number }).NON_MEMBER = 2999;
        return jsonResponse(lists[0]);
      },
    });
    renderApp('/admin/prices', { user: admin });
    const inForce = await screen.findByRole('table', { name: 'Prices in force: print sizes' });
    const sizes = within(inForce)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(sizes).toEqual(['4x6', '8x10', '11x14', '12x18', '16x20', '20x30']);
    const large = within(inForce).getByRole('rowheader', { name: '8x10' }).closest('tr')!;
    expect(
      within(large)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$25.00', '$22.00', '$22.00', '$22.00']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New draft' }));
    const cell = await screen.findByRole('textbox', { name: '8x10 print, Non-member' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.clear(cell);
    await user.type(cell, '29.9.9');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    expect(screen.getByText(/^Every price must be an amount/)).toBeInTheDocument();
    await user.clear(cell);
    await user.type(cell, '29.99');
    expect(screen.getByText('1 unsaved change(s)')).toBeInTheDocument();
    await user.type(cell, '{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      prices: [],
      plans: [],
      printSizes: [{ size: '8x10', tier: 'NON_MEMBER', cents: 2999 }],
    });

    const log = await screen.findByRole('table', { name: 'Change log' });
    const row = within(log).getByText('8x10 print, Non-member').closest('tr')!;
    expect(within(row).getByText('$25.00')).toBeInTheDocument();
    expect(within(row).getByText('$29.99')).toBeInTheDocument();
  });

  it.each([
    ['12', 12],
    [' 0 ', 0],
    ['Unlimited', 'unlimited'],
    ['-1', null],
    ['1.5', null],
    ['', null],
  ])('reads credits %j as %s', (text, credits) => {
    expect(creditsOf(text)).toBe(credits);
  });

  it.each([
    ['18.99', 1899],
    ['$18', 1800],
    ['0', 0],
    ['18.9', 1890],
    ['-1', null],
    ['18.999', null],
    ['', null],
  ])('reads %j as %s cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });
});
