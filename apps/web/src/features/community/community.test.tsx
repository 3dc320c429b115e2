import type { ScanDetail, SocialSubmissionDetail } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRoll, buildRollDetail, buildScan } from '../../test/library-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const scan = (id: number, frame: number) => buildScan(id, frame, { createdAt: '2026-11-01T00:00:00.000Z' });

const customer = buildUser({ id: 7 });
const admin = buildUser({ id: 1, role: 'ADMIN' });
const HANDLE_KEY = 'community:last-social-handle';

const submission = (id: number, extra: Partial<SocialSubmissionDetail> = {}): SocialSubmissionDetail => ({
  id,
  socialHandle: `shooter${id}`,
  handle: `shooter${id}`,
  filmBrand: 'Kodak',
  filmModel: 'Portra 400',
  thumbnailUrl: `/thumb-${id}.webp`,
  hiResUrl: `/hi-${id}.jpg`,
  midResOptimizedUrl: `/mid-${id}.webp`,
  width: 3000,
  height: 2000,
  selected: false,
  selectedAt: null,
  userId: 40 + id,
  scanId: 100 + id,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

afterEach(() => window.localStorage.clear());

describe('submitting a scan to the community gallery', () => {
  it('from the viewer: the last handle is filled in, the consent shown, the handle sent and remembered', async () => {
    window.localStorage.setItem(HANDLE_KEY, 'old_name');
    const sent: unknown[] = [];
    const detail: ScanDetail = {
      scan: scan(11, 1),
      filmRoll: { id: 3, name: null, brand: 'Ilford', model: 'HP5 Plus 400', format: '120', process: 'BW', frames: 1 },
      previousId: null,
      nextId: null,
    };
    mockApi({
      'GET /api/users/7/scans/11': () => jsonResponse(detail),
      'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
      'POST /api/users/7/scans/11/social-media-submissions': (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ submission: submission(1, { handle: 'new.name' }) }, { status: 201 });
      },
    });
    const { router } = renderApp('/users/7/gallery/11', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit to community' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit this photo to the community gallery' });
    const field = within(dialog).getByLabelText(/Your social handle/);
    expect(field).toHaveValue('old_name');
    expect(within(dialog).getByText(/By submitting, you let us show this photo/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'https://www.instagram.com/new.name/');
    expect(within(dialog).getByText("We'll credit @new.name.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toHaveTextContent('credited to @new.name');
    expect(sent).toEqual([{ socialHandle: 'https://www.instagram.com/new.name/' }]);
    expect(window.localStorage.getItem(HANDLE_KEY)).toBe('new.name');
    // Escape closes the dialog; it does not leave the viewer.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/users/7/gallery/11');
  });

  it('from a roll selection: each frame is sent, and a refusal is said in words', async () => {
    const sent: string[] = [];
    const roll = buildRoll(3, {
      model: 'Gold 200',
      createdAt: '2026-11-01T00:00:00.000Z',
      scans: { total: 2, ready: 2, processing: 0, failed: 0 },
    });
    const answer = (url: URL) => {
      sent.push(url.pathname);
      if (url.pathname.includes('/scans/22/'))
        return jsonResponse(
          { message: 'This scan is still being processed; try again in a moment', errors: [] },
          { status: 409 },
        );
      return jsonResponse({ submission: submission(2) }, { status: 201 });
    };
    mockApi({
      'GET /api/users/7/film-rolls/3': () => jsonResponse(buildRollDetail(roll)),
      'GET /api/users/7/scans': () => jsonResponse({ scans: [scan(21, 1), scan(22, 2)], nextCursor: null }),
      'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
      'POST /api/users/7/scans/21/social-media-submissions': answer,
      'POST /api/users/7/scans/22/social-media-submissions': answer,
    });
    renderApp('/users/7/rolls/3', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    expect(screen.getByRole('button', { name: 'Submit to community' })).toBeDisabled();
    for (const box of await screen.findAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Submit to community' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit these 2 photos to the community gallery' });
    expect(within(dialog).getByLabelText(/Your social handle/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This scan is still being processed');
    expect(sent).toEqual([
      '/api/users/7/scans/21/social-media-submissions',
      '/api/users/7/scans/22/social-media-submissions',
    ]);
  });
});

describe('/admin/social-submissions', () => {
  it('lists the submissions not yet selected, selects one by keyboard and filters by selected', async () => {
    const asked: string[] = [];
    const rows = [submission(1, { memberName: 'Ana Lima' }), submission(2, { handle: null, socialHandle: 'filmlab' })];
    const selectedSent: unknown[] = [];
    mockApi({
      'GET /api/social-media-submissions': (url) => {
        asked.push(url.search);
        const selected = url.searchParams.get('selected');
        const handle = url.searchParams.get('handle');
        const shown = rows.filter(
          (row) =>
            (selected === null || String(row.selected) === selected) && (!handle || row.handle?.includes(handle)),
        );
        return jsonResponse({ submissions: shown, count: shown.length });
      },
      'PUT /api/social-media-submissions/2/select': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { selected: boolean };
        selectedSent.push(body);
        rows[1] = { ...rows[1]!, selected: body.selected, selectedAt: '2026-11-21T10:00:00.000Z' };
        return jsonResponse({ submission: rows[1] });
      },
    });
    renderApp('/admin/social-submissions', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Social submissions' })).toBeInTheDocument();
    const first = (await screen.findByRole('img', { name: 'Kodak Portra 400 by @shooter1' })).closest('tr')!;
    expect(asked[0]).toContain('selected=false');
    expect(within(first).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/admin/users/41/rolls');
    expect(within(first).getByRole('link', { name: 'Open the full photo 1' })).toHaveAttribute('target', '_blank');
    expect(within(first).getByText('@shooter1')).toBeInTheDocument();
    expect(within(first).getByText(/Nov 20, 2026/)).toBeInTheDocument();
    const second = screen.getByRole('img', { name: 'Kodak Portra 400 by @filmlab' }).closest('tr')!;
    expect(within(second).getByText('None (posted as ours)')).toBeInTheDocument();

    // Keyboard: focus the first toggle, arrow down to the second, Space selects it.
    const user = userEvent.setup();
    within(first).getByRole('button', { name: 'Select submission 1' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(second).getByRole('button', { name: 'Select submission 2' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(selectedSent).toEqual([{ selected: true }]));
    // It leaves the "not selected" list, and shows under "In the gallery".
    await waitFor(() => expect(screen.queryByRole('img', { name: /by @filmlab/ })).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'selected');
    const chosen = (await screen.findByRole('img', { name: /by @filmlab/ })).closest('tr')!;
    expect(asked.at(-1)).toContain('selected=true');
    expect(within(chosen).getByRole('button', { name: 'Select submission 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 submission')).toBeInTheDocument();

    // By handle: only the photographer whose handle holds the text.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    await user.type(screen.getByRole('textbox', { name: 'Handle' }), 'shooter{Enter}');
    await waitFor(() => expect(screen.queryByRole('img', { name: /by @filmlab/ })).not.toBeInTheDocument());
    expect(asked.at(-1)).toContain('handle=shooter');
    expect(screen.getByRole('img', { name: 'Kodak Portra 400 by @shooter1' })).toBeInTheDocument();
  }, 20_000);
});
