import type { PriceListChange, PriceListView } from '@filmlab/api';
import { DEFAULT_PRICE_LIST } from '@filmlab/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { centsOf } from './components/price-grid';

const admin = buildUser({ id: 1, role: 'ADMIN' });
const list = (id: number, status: PriceListView['status']): PriceListView => ({
  id,
  status,
  startsAt: status === 'draft' ? null : '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 1,
  activatedAt: null,
  activatedBy: null,
  entries: structuredClone(DEFAULT_PRICE_LIST) as PriceListView['entries'],
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
          oldCents: 1799,
          newCents: 1899,
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
    expect(saved[0]).toEqual({ prices: [{ service: 'devScan', tier: 'NON_MEMBER', cents: 1899 }], plans: [] });

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
