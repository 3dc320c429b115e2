import { SOCKET_PING_MS, SOCKET_RECONNECT_MS } from '@filmlab/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { clearToken, setToken } from '../../lib/session-store';
import { buildUser } from '../../test/render-app';
import type { SocketLike } from './live-feed-connection';
import { liveFeedStore } from './live-feed-store';
import { liveFeedUrl, useLiveFeed } from './use-live-feed';

/** A WebSocket the test drives: it records what the page sends and plays the server's part. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedByPage = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }
  close() {
    this.closedByPage = true;
    this.serverClose();
  }
  // The server's side:
  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  serverClose() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

const user = buildUser({ id: 7 });
const latest = () => FakeSocket.all.at(-1)!;

function setup({ loggedIn = true, loaded = true } = {}) {
  const queryClient = createQueryClient();
  if (loggedIn) setToken('token.with/odd+chars');
  if (loaded) queryClient.setQueryData(queryKeys.currentUser, user);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const getTicket = vi.fn(async (userId: number) => `ticket/${userId}+${getTicket.mock.calls.length}`);
  const hook = renderHook(() => useLiveFeed({ WebSocketImpl: FakeSocket, getTicket }), { wrapper });
  return { queryClient, invalidate, getTicket, ...hook };
}

/** Lets the ticket's promise settle, so the socket it opens exists. */
const settle = () => act(async () => {});
/** Moves the clock on, then lets a ticket asked for meanwhile settle. */
async function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  await settle();
}

describe('useLiveFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    liveFeedStore.setState({ open: false, lastError: null });
  });
  afterEach(() => vi.useRealTimers());

  it('opens no socket for a visitor, nor before the user is loaded', async () => {
    // A user left in the cache without a token (logged out) does not count.
    setup({ loggedIn: false }).unmount();
    await settle();
    expect(FakeSocket.all).toHaveLength(0);
    const { queryClient, getTicket } = setup({ loggedIn: true, loaded: false });
    await settle();
    expect(FakeSocket.all).toHaveLength(0);
    expect(getTicket).not.toHaveBeenCalled();
    act(() => queryClient.setQueryData(queryKeys.currentUser, user));
    await settle();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("opens one socket on the user's feed with a ticket in the query, never the session token", async () => {
    const { getTicket } = setup();
    await settle();
    expect(getTicket).toHaveBeenCalledWith(7);
    expect(FakeSocket.all).toHaveLength(1);
    const expected = `${window.location.origin.replace(/^http/, 'ws')}/api/users/7/zip-downloads/socket?ticket=ticket%2F7%2B1`;
    expect(latest().url).toBe(expected);
    expect(latest().url).not.toContain('token');
    expect(liveFeedUrl('https://lab.example', 7, 'abc')).toBe(
      'wss://lab.example/api/users/7/zip-downloads/socket?ticket=abc',
    );
  });

  it('sends a text ping every 60 s while open, and stops when closed', async () => {
    expect(SOCKET_PING_MS).toBe(60_000);
    setup();
    await settle();
    const socket = latest();
    act(() => socket.accept());
    expect(liveFeedStore.getState().open).toBe(true);
    vi.advanceTimersByTime(SOCKET_PING_MS - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['ping']);
    vi.advanceTimersByTime(2 * SOCKET_PING_MS);
    expect(socket.sent).toEqual(['ping', 'ping', 'ping']);
    act(() => socket.serverClose());
    await advance(5 * SOCKET_PING_MS);
    expect(socket.sent).toHaveLength(3);
  });

  it('reconnects 1.5 s after every close with a new ticket, and pings on the new socket', async () => {
    expect(SOCKET_RECONNECT_MS).toBe(1_500);
    const { getTicket } = setup();
    await settle();
    act(() => latest().accept());
    act(() => latest().serverClose());
    expect(liveFeedStore.getState().open).toBe(false);
    await advance(SOCKET_RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    await advance(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(latest().url).toContain('ticket=ticket%2F7%2B2');

    // A socket that never opens (server down) is retried the same way.
    act(() => latest().serverClose());
    await advance(SOCKET_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(3);
    act(() => latest().accept());
    vi.advanceTimersByTime(SOCKET_PING_MS);
    expect(latest().sent).toEqual(['ping']);
  });

  it('asks for a ticket again 1.5 s after the ticket request fails', async () => {
    const { getTicket } = setup();
    await settle();
    getTicket.mockRejectedValueOnce(new Error('server away'));
    act(() => latest().serverClose());
    await advance(SOCKET_RECONNECT_MS);
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(liveFeedStore.getState().lastError).toEqual(new Error('server away'));
    expect(FakeSocket.all).toHaveLength(1);
    await advance(SOCKET_RECONNECT_MS);
    expect(getTicket).toHaveBeenCalledTimes(3);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('refreshes the current user on any message but pong', async () => {
    const { invalidate } = setup();
    await settle();
    act(() => latest().accept());
    act(() => latest().push('pong'));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => latest().push(JSON.stringify({ type: 'zip-download', zipDownloadId: 3 })));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.currentUser });
    act(() => latest().push('anything at all'));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('stores errors without showing them', async () => {
    const { result } = setup();
    await settle();
    act(() => latest().fail());
    expect(liveFeedStore.getState().lastError).toBeInstanceOf(Event);
    expect(result.current).toBeUndefined();
    expect(document.body.textContent).toBe('');
  });

  it('closes for good on logout and on unmount', async () => {
    const { unmount, getTicket } = setup();
    await settle();
    const first = latest();
    act(() => first.accept());
    act(() => clearToken());
    expect(first.closedByPage).toBe(true);
    await advance(10 * SOCKET_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(1);

    act(() => setToken('fresh-token'));
    await settle();
    expect(FakeSocket.all).toHaveLength(2);
    expect(getTicket).toHaveBeenCalledTimes(2);
    unmount();
    expect(latest().closedByPage).toBe(true);
    await advance(10 * SOCKET_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
