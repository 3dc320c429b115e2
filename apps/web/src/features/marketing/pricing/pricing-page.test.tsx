import { DEFAULT_PRICE_LIST, applyPriceEdits } from '@filmlab/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp } from '../../../test/render-app';

describe('/pricing', () => {
  it('shows the active price list once it is read, plan credits too (the default prices before)', async () => {
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [
      { kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: 1899 },
      { kind: 'plan', planId: 'NICE_2025', cents: 21999, credits: { devScan: 12 } },
    ]);
    mockApi({ 'GET /api/public/price-list': () => jsonResponse({ id: 7, startsAt: null, entries: list }) });
    renderApp('/pricing');
    const pricing = (await screen.findByRole('heading', { name: 'Pricing', level: 2 })).closest('section')!;
    const row = within(pricing).getByRole('rowheader', { name: 'Dev + Scan (C-41/BW)' }).closest('tr')!;
    expect(await within(row).findByText('$18.99')).toBeInTheDocument();
    expect((await screen.findAllByText('$219.99 / year')).length).toBeGreaterThan(0);
    // The plans' credits are the list's too.
    const credits = screen.getAllByRole('rowheader', { name: 'Dev + Scan Credits' }).map((header) =>
      within(header.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(credits).toContainEqual(['0', '12', '30', '90']);
  });
});
