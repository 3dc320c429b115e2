import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { buildScan } from '../../test/library-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { catalogue, customer, resetPrintStores } from './prints-test-helpers';

beforeEach(resetPrintStores);

describe('4x6 prints', () => {
  it('filters frames by roll and tag, prices the selection by tier and puts it in the cart as PRINT lines', async () => {
    const asked: string[] = [];
    mockApi({
      ...catalogue,
      'GET /api/users/7/scans': (url) => {
        asked.push(url.search);
        if (url.searchParams.get('tagId')) return jsonResponse({ scans: [buildScan(12, 2)], nextCursor: null });
        return jsonResponse({ scans: [buildScan(11, 1), buildScan(12, 2), buildScan(13, 3)], nextCursor: null });
      },
    });
    renderApp('/users/7/small-print-orders', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Frame 1 (frame_1.jpg)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Frame 3 (frame_3.jpg)' }));
    const stepper = screen.getByRole('group', { name: 'Prints of Frame 3 (frame_3.jpg)' });
    await user.click(within(stepper).getByRole('button', { name: 'Increase' }));
    await user.click(screen.getByRole('radio', { name: 'Matte' }));
    await user.click(screen.getByRole('radio', { name: 'White border' }));
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('$0.34 per print');
    expect(summary).toHaveTextContent('3 prints: $1.02');

    await user.click(within(summary).getByRole('button', { name: 'Add to cart' }));
    const lines = cartStore.getState().cart.lines;
    expect(lines.map((l) => [l.productType, l.productVariantId, l.quantity, l.print?.scanId])).toEqual([
      ['PRINT', 51, 1, 11],
      ['PRINT', 51, 2, 13],
    ]);
    expect(lines[1]!.print).toMatchObject({ draftId: null, size: '4x6', finish: 'MATTE', border: 'WHITE' });
    // The cart names each print by its roll, frame and finish, beside the frame's thumbnail.
    expect(lines.map((l) => [l.detail, l.image])).toEqual([
      ['Roll: Kodak Stock 3 · Frame 1 · Matte, white border', '/t.webp'],
      ['Roll: Kodak Stock 3 · Frame 3 · Matte, white border', '/t.webp'],
    ]);

    await user.selectOptions(screen.getByLabelText('Tag'), 'beach');
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual([
        'Frame 2 (frame_2.jpg)',
      ]),
    );
    await user.selectOptions(screen.getByLabelText('Roll'), '4');
    await waitFor(() => expect(asked).toContain('?filmRollId=4&tagId=9&limit=100'));
  });

  it('shows a member the member price per print', async () => {
    mockApi({ ...catalogue, 'GET /api/users/7/scans': () => jsonResponse({ scans: [], nextCursor: null }) });
    const member = buildUser({
      id: 7,
      active: true,
      membership: { plan: 'NICE_2025', status: 'renewing', periodEnd: null },
    });
    renderApp('/users/7/small-print-orders', { user: member });
    expect(await screen.findByRole('region', { name: 'Summary' })).toHaveTextContent('$0.28 per print');
  });
});
