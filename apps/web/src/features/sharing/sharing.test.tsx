import type { SharedScans } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp } from '../../test/render-app';

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
