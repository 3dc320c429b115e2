import type { ScanShare, SharedScans } from '@filmlab/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { ShareButton } from './components/share-dialog';

const code = 'a'.repeat(32);
const page = (allowDownload: boolean): SharedScans => ({
  title: 'Ilford HP5 Plus · 2 frames',
  description: 'Film photographs shared from Film Lab, shot on Ilford HP5 Plus.',
  allowDownload,
  expiresAt: '2030-01-01T00:00:00.000Z',
  scans: [1, 2].map((frame) => ({
    id: 10 + frame,
    frame,
    name: `frame_${frame}.jpg`,
    description: '',
    width: 3000,
    height: 2000,
    thumbhash: null,
    files: { thumbnail: `/t${frame}.webp`, midRes: `/m${frame}.jpg`, midResOptimized: null },
    film: { brand: 'Ilford', model: 'HP5 Plus', format: '35mm', process: 'BW' },
  })),
});

describe('the shared scans page', () => {
  it('shows a visitor the frames in a grid and a viewer, without a download on a view-only link', async () => {
    mockApi({ [`GET /api/shared-scans/${code}`]: () => jsonResponse(page(false)) });
    renderApp(`/shared-scans/${code}`);
    expect(await screen.findByRole('heading', { name: 'Ilford HP5 Plus · 2 frames' })).toBeInTheDocument();
    expect(screen.getByText(/View only/)).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Shared frames' });
    expect(within(grid).getAllByRole('button')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open frame 2, frame_2.jpg' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/m2.jpg');
    expect(within(viewer).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(within(viewer).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('draws each tile from a derivative at least as large as the tile, not the 150 px thumbnail stretched', async () => {
    mockApi({ [`GET /api/shared-scans/${code}`]: () => jsonResponse(page(false)) });
    renderApp(`/shared-scans/${code}`);
    const tile = within(await screen.findByRole('button', { name: 'Open frame 1, frame_1.jpg' })).getByRole('img');
    expect(tile).toHaveAttribute('srcset', '/t1.webp 150w, /m1.jpg 1440w');
    // The browser picks by the tile's drawn width: a 342 px tile (or twice that on a sharp screen) takes the 1440 px file.
    expect(tile.getAttribute('sizes')).toMatch(/\d+px$/);
  });

  it('opens a frame full screen, moving by arrow keys or a swipe, zooming by + and -, closing by Escape', async () => {
    mockApi({ [`GET /api/shared-scans/${code}`]: () => jsonResponse(page(false)) });
    renderApp(`/shared-scans/${code}`);
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Open frame 1, frame_1.jpg' });
    await user.click(opener);
    const viewer = await screen.findByRole('dialog', { name: 'Frame 01 · frame_1.jpg' });
    expect(viewer.className).toMatch(/viewer/);
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/m2.jpg');
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/m1.jpg');

    // A swipe to the left is the next frame; a short drag is not.
    const stage = within(viewer).getByTestId('shared-stage');
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 280 });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/m1.jpg');
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 150 });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/m2.jpg');

    expect(within(viewer).getByRole('button', { name: 'Zoom 25%' })).toBeInTheDocument();
    await user.keyboard('+');
    expect(within(viewer).getByRole('button', { name: 'Zoom 50%' })).toBeInTheDocument();
    expect(stage).toHaveAttribute('data-zoom', '2');
    expect(within(viewer).getByRole('img').style.width).not.toBe('');
    await user.keyboard('-');
    expect(stage).toHaveAttribute('data-zoom', '1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the download when the member allowed it', async () => {
    const asked: string[] = [];
    mockApi({
      [`GET /api/shared-scans/${code}`]: () => jsonResponse(page(true)),
      [`GET /api/shared-scans/${code}/scans/11/download`]: (url) => {
        asked.push(url.pathname);
        return jsonResponse({ url: '/api/blobs/x.jpg?exp=1&sig=s', fileName: 'ilford-hp5-plus-frame-01.jpg' });
      },
    });
    renderApp(`/shared-scans/${code}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open frame 1, frame_1.jpg' }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(asked).toEqual([`/api/shared-scans/${code}/scans/11/download`]));
  });

  it('says plainly when the link no longer works', async () => {
    mockApi({
      [`GET /api/shared-scans/${code}`]: () =>
        jsonResponse({ message: 'Share link not found', errors: [] }, { status: 404 }),
    });
    renderApp(`/shared-scans/${code}`);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(/expired, was turned off/)).toBeInTheDocument();
  });
});

describe('making a share link', () => {
  const made = (allowDownload: boolean, includeDetails: boolean): { share: ScanShare } => ({
    share: {
      id: 1,
      url: `http://localhost/shared-scans/${code}`,
      codeHint: 'aaaa',
      status: 'ACTIVE',
      allowDownload,
      includeDetails,
      expiresAt: null,
      revokedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      scanCount: 2,
      thumbnail: null,
    },
  });

  const open = async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      'GET /api/users/7/scans/share': (url) => {
        asked.push(url.searchParams);
        const allow = url.searchParams.get('allowDownload') === 'true';
        return jsonResponse(made(allow, url.searchParams.get('includeDetails') === 'true'));
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ShareButton userId={7} scanIds={[11, 12]} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share 2' }));
    return { user, asked, dialog: await screen.findByRole('dialog') };
  };
  const detailsLabel = 'Include my tags, places and notes in downloaded files';

  it('offers to include tags, places and notes only once downloads are allowed, off by default', async () => {
    const { user, asked, dialog } = await open();
    expect(within(dialog).queryByRole('checkbox', { name: new RegExp(detailsLabel) })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /Allow downloads/ }));
    const details = within(dialog).getByRole('checkbox', { name: new RegExp(detailsLabel) });
    expect(details).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.get('allowDownload')).toBe('true');
    expect(asked[0]!.get('includeDetails')).toBe('false');
  });

  it('sends the choice when the member includes them', async () => {
    const { user, asked, dialog } = await open();
    await user.click(within(dialog).getByRole('checkbox', { name: /Allow downloads/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(detailsLabel) }));
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.get('includeDetails')).toBe('true');
  });
});
