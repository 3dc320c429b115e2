import type { FilmRoll, ScanDetail } from '@filmlab/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildLibraryFilters,
  buildRoll as roll,
  buildRollDetail,
  buildScan as scan,
} from '../../test/library-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { filtersFromSearchParams, rollsQuery } from './api/library-filters';

const customer = buildUser({ id: 7 });

describe('library filters in the address bar', () => {
  it('reads the known filters only and sends ids as numbers', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('search=%20beach%20&tagId=4&colour=red&brand='));
    expect(filters).toEqual({ search: 'beach', tagId: '4' });
    expect(rollsQuery(filters)).toEqual({ search: 'beach', tagId: 4 });
  });
});

describe('the library page', () => {
  it('invites an empty account to its first order', async () => {
    mockApi({
      'GET /api/users/7/film-rolls': () => jsonResponse({ filmRolls: [], nextCursor: null }),
      'GET /api/users/7/film-rolls/filters': () => jsonResponse(buildLibraryFilters()),
    });
    renderApp('/users/7/rolls', { user: customer });
    expect(await screen.findByRole('heading', { name: 'No rolls yet — start your first order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an order' })).toHaveAttribute('href', '/users/7/orders/new/rolls');
  });

  it('names each roll once: the film under its title only when the roll has a name of its own', async () => {
    mockApi({
      'GET /api/users/7/film-rolls': () =>
        jsonResponse({ filmRolls: [roll(1), roll(2, { name: 'Summer at the lake' })], nextCursor: null }),
      'GET /api/users/7/film-rolls/filters': () => jsonResponse(buildLibraryFilters()),
    });
    renderApp('/users/7/rolls', { user: customer });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kodak Stock 1' })).toBeInTheDocument();
    expect(screen.getAllByText('Kodak Stock 1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Summer at the lake' })).toBeInTheDocument();
    expect(screen.getAllByText('Kodak Stock 2')).toHaveLength(1);
  });

  it('lists rolls, loads more on request without repeating one, and filters by tag through the address bar', async () => {
    const calls: string[] = [];
    mockApi({
      'GET /api/users/7/film-rolls': (url) => {
        calls.push(url.search);
        if (url.searchParams.get('tagId')) return jsonResponse({ filmRolls: [roll(2)], nextCursor: null });
        if (url.searchParams.get('cursor')) return jsonResponse({ filmRolls: [roll(2), roll(1)], nextCursor: null });
        return jsonResponse({ filmRolls: [roll(3), roll(2)], nextCursor: 'next' });
      },
      'GET /api/users/7/film-rolls/filters': () =>
        jsonResponse(buildLibraryFilters({ tags: [{ id: 9, name: 'beach' }] })),
    });
    const { router } = renderApp('/users/7/rolls', { user: customer });
    const list = await screen.findByRole('list', { name: 'Rolls' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more rolls' }));
    await waitFor(() =>
      expect([...list.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
        'Kodak Stock 3',
        'Kodak Stock 2',
        'Kodak Stock 1',
      ]),
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Tag'), 'beach');
    await waitFor(() => expect(router.state.location.search).toBe('?tagId=9'));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Kodak Stock 2']),
    );
    expect(calls).toContain('?tagId=9');
  });
});

describe('the gallery viewer', () => {
  it('steps to the next and previous frame with the arrow keys', async () => {
    const detail = (id: number, frame: number, previousId: number | null, nextId: number | null): ScanDetail => ({
      scan: scan(id, frame),
      filmRoll: { id: 3, name: null, brand: 'Ilford', model: 'HP5 Plus 400', format: '120', process: 'BW', frames: 2 },
      previousId,
      nextId,
    });
    mockApi({
      'GET /api/users/7/scans/11': () => jsonResponse(detail(11, 1, null, 12)),
      'GET /api/users/7/scans/12': () => jsonResponse(detail(12, 2, 11, null)),
      'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
    });
    const { router } = renderApp('/users/7/gallery/11', { user: customer });
    expect(await screen.findByText(/^Frame/)).toHaveTextContent('Frame 01 of 2');
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7/gallery/12'));
    await waitFor(() => expect(screen.getByText(/^Frame/)).toHaveTextContent('Frame 02 of 2'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7/gallery/11'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7/rolls/3'));
  });
});

describe('the gallery viewer at full size', () => {
  it('shows a turned frame’s hi-res as served (turned already), never turned a second time', async () => {
    mockApi({
      'GET /api/users/7/scans/11': () =>
        jsonResponse({
          scan: scan(11, 1, { rotation: 90, width: 2000, height: 3000 }),
          filmRoll: {
            id: 3,
            name: null,
            brand: 'Ilford',
            model: 'HP5 Plus 400',
            format: '120',
            process: 'BW',
            frames: 1,
          },
          previousId: null,
          nextId: null,
        }),
      'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
    });
    renderApp('/users/7/gallery/11', { user: customer });
    const user = userEvent.setup();
    await screen.findByText(/^Frame/);
    for (let step = 0; step < 3 && !document.querySelector('img[src="/h.jpg"]'); step++) {
      await user.click(screen.getByRole('button', { name: /^Zoom/ }));
    }
    const image = await waitFor(() => {
      const found = document.querySelector<HTMLImageElement>('img[src="/h.jpg"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(image.style.transform).toBe('');
    expect(image).toHaveAttribute('width', '2000');
    expect(image).toHaveAttribute('height', '3000');
  });
});

describe('the roll page', () => {
  it('corrects the film data by keyboard, sending only what changed', async () => {
    let current = roll(3, { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' });
    const sent: unknown[] = [];
    mockApi({
      'GET /api/users/7/film-rolls/3': () => jsonResponse(buildRollDetail(current)),
      'GET /api/users/7/scans': () => jsonResponse({ scans: [], nextCursor: null }),
      'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
      'PUT /api/users/7/film-rolls/3/update-film-roll': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { value: Partial<FilmRoll> };
        sent.push(body);
        current = { ...current, ...body.value };
        return jsonResponse({ filmRoll: current });
      },
    });
    renderApp('/users/7/rolls/3', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct film data' }));
    const form = screen.getByRole('form', { name: 'Correct the film data' });
    expect(screen.getByLabelText('Film')).toHaveValue('Portra 400');
    await user.selectOptions(screen.getByLabelText('Process'), 'E-6');
    await user.clear(screen.getByLabelText('Film'));
    await user.type(screen.getByLabelText('Film'), 'Ektachrome E100{Enter}');
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(sent).toEqual([{ value: { model: 'Ektachrome E100', process: 'E-6' } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kodak Ektachrome E100' })).toBeInTheDocument();
    expect(screen.getByText('E-6')).toBeInTheDocument();
  });
});

describe('uploading frames on the roll page', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('shows the uploader when the server says the viewer may upload (%s)', async (canUpload, count) => {
    const current = { ...roll(3), pickUpId: 12 };
    mockApi({
      'GET /api/users/7/film-rolls/3': () => jsonResponse(buildRollDetail(current, { canUpload })),
      'GET /api/users/7/scans': () => jsonResponse({ scans: [], nextCursor: null }),
      'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
    });
    renderApp('/users/7/rolls/3', { user: customer });
    await screen.findByRole('button', { name: 'Correct film data' });
    expect(screen.queryAllByRole('button', { name: 'Upload frames' })).toHaveLength(count);
  });
});

describe('tags and places in settings', () => {
  it('renames a tag everywhere and deletes a place after asking, refreshing the list', async () => {
    let tags = [{ id: 4, name: 'beach', rolls: 2, scans: 5 }];
    let locations = [{ id: 9, name: 'Coney Island', rolls: 1, scans: 0 }];
    const calls: string[] = [];
    mockApi({
      'GET /api/users/7': () => jsonResponse(customer),
      'GET /api/users/7/address': () => jsonResponse({ addresses: [] }),
      'GET /api/users/7/preferences': () => jsonResponse({ preferences: [] }),
      'GET /api/auth/sessions': () => jsonResponse({ sessions: [] }),
      'GET /api/users/7/tags': () => jsonResponse({ tags, locations }),
      'PUT /api/users/7/tags/4': (_url, init) => {
        const { name } = JSON.parse(String(init.body)) as { name: string };
        calls.push(`rename tag 4 to ${name}`);
        tags = [{ ...tags[0]!, name }];
        return jsonResponse({ tag: { id: 4, name } });
      },
      'DELETE /api/users/7/photo-locations/9': () => {
        calls.push('delete place 9');
        locations = [];
        return jsonResponse({ ok: true });
      },
    });
    renderApp('/users/7/settings', { user: customer });
    const user = userEvent.setup();
    const tagList = await screen.findByRole('list', { name: 'Your tags' });
    expect(tagList).toHaveTextContent('beach2 rolls, 5 scans');
    await user.click(screen.getByRole('button', { name: 'Rename tag beach' }));
    await user.clear(screen.getByLabelText('New name for beach'));
    await user.type(screen.getByLabelText('New name for beach'), 'seaside{Enter}');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your tags' })).toHaveTextContent('seaside'));

    await user.click(screen.getByRole('button', { name: 'Delete place Coney Island' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the place “Coney Island”?' });
    expect(dialog).toHaveTextContent('It comes off 1 roll.');
    await user.click(screen.getByRole('button', { name: 'Delete Place' }));
    expect(await screen.findByText('No places yet: add them on a roll or a frame.')).toBeInTheDocument();
    expect(calls).toEqual(['rename tag 4 to seaside', 'delete place 9']);
  });
});
