import type { Scan, TiffUnlockTask, User } from '@filmlab/api';
import { DEFAULT_PRICE_LIST, TIFF_UNLOCK_PRICE_CENTS, formatCents } from '@filmlab/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoll, buildRollDetail, buildScan as scan } from '../../test/library-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const roll = buildRoll(3, {
  name: 'Summer',
  model: 'Portra 400',
  scans: { total: 2, ready: 2, processing: 0, failed: 0 },
});

/** The roll page with two frames, for the owner `user`; records unlock requests. */
function rollPage(user: User, answer: Record<string, unknown>, more: Parameters<typeof mockApi>[0] = {}) {
  const sent: unknown[] = [];
  mockApi({
    ...more,
    'GET /api/users/7': () => jsonResponse(user),
    'GET /api/users/7/film-rolls/3': () => jsonResponse(buildRollDetail(roll)),
    'GET /api/users/7/scans': () => jsonResponse({ scans: [scan(11, 1), scan(12, 2)], nextCursor: null }),
    'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
    'PUT /api/users/7/scans/unlock-scans': (_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse(answer);
    },
  });
  const view = renderApp('/users/7/rolls/3', { user });
  return { ...view, sent };
}

async function selectBoth() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Select' }));
  await user.click(screen.getByRole('button', { name: 'Select all' }));
  return user;
}

describe('Unlock TIFFs on the roll page', () => {
  it('shows the price of the selected frames, and sends the member to pay the order it makes', async () => {
    const member = buildUser({ id: 7 });
    const { sent, router } = rollPage(member, {
      pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS,
      total: 2 * TIFF_UNLOCK_PRICE_CENTS,
      orderId: 55,
      unlocks: [],
    });
    const user = await selectBoth();
    const button = await screen.findByRole('button', {
      name: `Unlock TIFFs (${formatCents(2 * TIFF_UNLOCK_PRICE_CENTS)})`,
    });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Unlock TIFFs of 2 frames' });
    expect(dialog).toHaveTextContent(`${formatCents(TIFF_UNLOCK_PRICE_CENTS)} per frame`);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7/orders/55/summary'));
    expect(sent).toEqual([{ scanIds: [11, 12], pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS }]);
  });

  it('asks the price the lab’s price list in force gives, not the one the app was built with', async () => {
    const list = {
      ...DEFAULT_PRICE_LIST,
      prices: {
        ...DEFAULT_PRICE_LIST.prices,
        tiffUnlock: { ...DEFAULT_PRICE_LIST.prices.tiffUnlock, NON_MEMBER: 349 },
      },
    };
    const { sent } = rollPage(
      buildUser({ id: 7 }),
      { pricePerUnlock: 349, total: 698, orderId: 56, unlocks: [] },
      { 'GET /api/public/price-list': () => jsonResponse({ id: 4, startsAt: null, entries: list }) },
    );
    const user = await selectBoth();
    await user.click(await screen.findByRole('button', { name: `Unlock TIFFs (${formatCents(698)})` }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock TIFFs of 2 frames' });
    expect(dialog).toHaveTextContent(`${formatCents(349)} per frame`);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(sent).toEqual([{ scanIds: [11, 12], pricePerUnlock: 349 }]));
  });

  it('is included for a Very Nice member: free, unlocked at once', async () => {
    const member = buildUser({
      id: 7,
      active: true,
      membership: { plan: 'VERY_NICE_2025', status: 'renewing', periodEnd: '2027-01-01T00:00:00.000Z' },
    });
    const { sent } = rollPage(member, {
      pricePerUnlock: 0,
      total: 0,
      orderId: null,
      unlocks: [
        { scanId: 11, status: 'READY' },
        { scanId: 12, status: 'PENDING' },
      ],
    });
    const user = await selectBoth();
    await user.click(await screen.findByRole('button', { name: 'Unlock TIFFs (included)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('included in your membership');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(/We'll e-mail you when the TIFF is ready/)).toBeInTheDocument();
    expect(sent).toEqual([{ scanIds: [11, 12], pricePerUnlock: 0 }]);
  });
});

describe('the gallery', () => {
  it('offers the TIFF of an unlocked frame, and says when the lab is still making it', async () => {
    const member = buildUser({ id: 7 });
    const detail = (s: Scan) => ({
      scan: s,
      filmRoll: {
        id: 3,
        name: 'Summer',
        brand: 'Kodak',
        model: 'Portra 400',
        format: '35mm',
        process: 'C-41',
        frames: 2,
      },
      previousId: null,
      nextId: null,
    });
    mockApi({
      'GET /api/users/7/scans/11': () =>
        jsonResponse(detail(scan(11, 1, { tiffUnlocked: true, files: { ...scan(11, 1).files, tiff: '/f/11.tif' } }))),
      'GET /api/users/7/scans/12': () => jsonResponse(detail(scan(12, 2, { tiffUnlocked: true }))),
      'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
    });
    const { router } = renderApp('/users/7/gallery/11', { user: member });
    expect(await screen.findByRole('link', { name: 'Download TIFF' })).toHaveAttribute('href', '/f/11.tif');
    await router.navigate('/users/7/gallery/12');
    expect(await screen.findByText(/TIFF unlocked: we'll e-mail you/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download TIFF' })).not.toBeInTheDocument();
  });
});

describe('/admin/tiff-unlocks', () => {
  it('lists pending unlocks with roll, frame and member, and marks one done after its upload', async () => {
    const task: TiffUnlockTask = {
      id: 5,
      scanId: 11,
      frame: 4,
      scanName: 'frame_4.jpg',
      roll: { id: 3, name: 'Summer' },
      member: { id: 7, name: 'Ada Lovelace', email: 'ada@example.test' },
      size: '16_BIT_TIFF',
      paidAt: '2026-11-20T10:00:00.000Z',
      uploadStarted: true,
    };
    let done = false;
    mockApi({
      'GET /api/tiff-unlocks': () => jsonResponse({ unlocks: done ? [] : [task] }),
      'PUT /api/tiff-unlocks/5/done': () => {
        done = true;
        return jsonResponse({ ok: true });
      },
    });
    renderApp('/admin/tiff-unlocks', { user: buildUser({ id: 1, role: 'ADMIN' }) });
    const row = (await screen.findByText('Summer')).closest('tr')!;
    expect(within(row).getByText('4 · frame_4.jpg')).toBeInTheDocument();
    expect(within(row).getByText('ada@example.test')).toBeInTheDocument();
    expect(within(row).getByLabelText('TIFF master')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText('Nothing waiting: every unlocked frame has its TIFF.')).toBeInTheDocument();
  }, 20_000);
});
