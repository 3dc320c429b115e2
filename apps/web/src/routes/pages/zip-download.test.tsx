import type { ZipDownload } from '@filmlab/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoll, buildRollDetail } from '../../test/library-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

// The roll page's "Download zip" through the real chain: the button starts the zip, the live feed
// (a fake WebSocket playing the server) moves its progress, then the link to the file appears.

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  push(data: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

const customer = buildUser({ id: 7 });
const roll = buildRoll(3, { model: 'Portra 400', scans: { total: 2, ready: 2, processing: 0, failed: 0 } });

const zip = (extra: Partial<ZipDownload> = {}): ZipDownload => ({
  id: 40,
  kind: 'ROLL',
  pickUpId: null,
  rollId: 3,
  fileName: 'roll-3-kodak-portra-400.zip',
  status: 'QUEUED',
  progress: 0,
  bytesDone: 0,
  bytesTotal: 2_000_000,
  frameCount: 2,
  sizeBytes: null,
  downloadUrl: null,
  error: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  completedAt: null,
  expiresAt: null,
  ...extra,
});

function libraryApi(extra: Record<string, Parameters<typeof mockApi>[0][string]>) {
  return mockApi({
    'GET /api/users/7/film-rolls/3': () =>
      jsonResponse(buildRollDetail(roll, { contactSheet: { available: false, reason: null } })),
    'GET /api/users/7/scans': () => jsonResponse({ scans: [], nextCursor: null }),
    'GET /api/users/7/tags': () => jsonResponse({ tags: [], locations: [] }),
    ...extra,
  });
}

describe('Download zip on the roll page', () => {
  afterEach(() => {
    FakeSocket.all = [];
    vi.unstubAllGlobals();
  });

  it('starts the zip, shows its progress from the live feed, then the link to the file', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    let done = false;
    const fetchMock = libraryApi({
      'POST /api/users/7/zip-downloads': () => jsonResponse({ zipDownload: zip() }, { status: 202 }),
      'POST /api/users/7/zip-downloads/socket-tickets': () =>
        jsonResponse({ ticket: 'one-use', expiresAt: '2030-01-01T00:00:00.000Z' }),
      'GET /api/users/7/zip-downloads/40': () =>
        jsonResponse({
          zipDownload: done
            ? zip({
                status: 'DONE',
                progress: 100,
                bytesDone: 2_000_000,
                sizeBytes: 2_100_000,
                downloadUrl: '/api/zip-files/40/roll-3-kodak-portra-400.zip?exp=1&sig=s',
              })
            : zip(),
        }),
    });
    renderApp('/users/7/rolls/3', { user: customer });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Download zip' });
    // Keyboard: focus it and press Enter.
    button.focus();
    await user.keyboard('{Enter}');
    const started = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).endsWith('/api/users/7/zip-downloads'),
    );
    expect(JSON.parse(String(started?.[1]?.body))).toEqual({ rollId: 3 });
    expect(await screen.findByText(/Your zip is in line/)).toBeInTheDocument();

    await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
    const socket = FakeSocket.all.at(-1)!;
    // The socket carries a one-use ticket, never the session token.
    expect(socket.url).toMatch(/\/api\/users\/7\/zip-downloads\/socket\?ticket=one-use$/);
    act(() =>
      socket.push({
        type: 'zip-download',
        zipDownloadId: 40,
        status: 'RUNNING',
        progress: 42,
        bytesDone: 840_000,
        bytesTotal: 2_000_000,
      }),
    );
    expect(await screen.findByText(/Making your zip… 42%/)).toHaveTextContent('(840 KB of 2.0 MB)');
    expect(screen.getByRole('progressbar', { name: 'Zip progress' })).toHaveAttribute('value', '42');
    expect(screen.getByRole('button', { name: 'Download zip' })).toBeDisabled();

    done = true;
    act(() =>
      socket.push({
        type: 'zip-download',
        zipDownloadId: 40,
        status: 'DONE',
        progress: 100,
        bytesDone: 2_000_000,
        bytesTotal: 2_000_000,
      }),
    );
    const link = await screen.findByRole('link', { name: 'Save roll-3-kodak-portra-400.zip (2.1 MB)' });
    expect(link).toHaveAttribute('href', '/api/zip-files/40/roll-3-kodak-portra-400.zip?exp=1&sig=s');
  });

  it('says in words why a sixth zip is refused', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    libraryApi({
      'POST /api/users/7/zip-downloads': () =>
        jsonResponse(
          {
            message: 'You already have 5 zip downloads being made. Wait for one to finish, then try again.',
            errors: [],
          },
          { status: 429 },
        ),
    });
    renderApp('/users/7/rolls/3', { user: customer });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download zip' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/You already have 5 zip downloads being made/)).toBeInTheDocument();
  });
});
