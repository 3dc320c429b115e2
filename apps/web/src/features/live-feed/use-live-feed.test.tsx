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
  const hook = renderHook(() => useLiveFeed({ WebSocketImpl: FakeSocket }), { wrapper });
  return { queryClient, invalidate, ...hook };
}

describe('useLiveFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    liveFeedStore.setState({ open: false, lastError: null });
  });
  afterEach(() => vi.useRealTimers());

  it('opens no socket for a visitor, nor before the user is loaded', () => {
    // A user left in the cache without a token (logged out) does not count.
    setup({ loggedIn: false }).unmount();
    expect(FakeSocket.all).toHaveLength(0);
    const { queryClient } = setup({ loggedIn: true, loaded: false });
    expect(FakeSocket.all).toHaveLength(0);
    act(() => queryClient.setQueryData(queryKeys.currentUser, user));
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("opens one socket on the user's feed with the token in the query", () => {
    setup();
    expect(FakeSocket.all).toHaveLength(1);
    const expected = `${window.location.origin.replace(/^http/, 'ws')}/api/users/7/zip-downloads/socket?token=token.with%2Fodd%2Bchars`;
    expect(latest().url).toBe(expected);
    expect(liveFeedUrl('https://lab.example', 7, 'abc')).toBe(
      'wss://lab.example/api/users/7/zip-downloads/socket?token=abc',
    );
  });

  it('sends a text ping every 60 s while open, and stops when closed', () => {
    expect(SOCKET_PING_MS).toBe(60_000);
    setup();
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
    vi.advanceTimersByTime(5 * SOCKET_PING_MS);
    expect(socket.sent).toHaveLength(3);
  });

  it('reconnects 1.5 s after every close, and pings on the new socket', () => {
    expect(SOCKET_RECONNECT_MS).toBe(1_500);
    setup();
    act(() => latest().accept());
    act(() => latest().serverClose());
    expect(liveFeedStore.getState().open).toBe(false);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toBe(FakeSocket.all[0]!.url);

    // A socket that never opens (server down) is retried the same way.
    act(() => latest().serverClose());
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(3);
    act(() => latest().accept());
    vi.advanceTimersByTime(SOCKET_PING_MS);
    expect(latest().sent).toEqual(['ping']);
  });

  it('refreshes the current user on any message but pong', () => {
    const { invalidate } = setup();
    act(() => latest().accept());
    act(() => latest().push('pong'));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => latest().push(JSON.stringify({ type: 'zip-download', zipDownloadId: 3 })));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.currentUser });
    act(() => latest().push('anything at all'));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('stores errors without showing them', () => {
    const { result } = setup();
    act(() => latest().fail());
    expect(liveFeedStore.getState().lastError).toBeInstanceOf(Event);
    expect(result.current).toBeUndefined();
    expect(document.body.textContent).toBe('');
  });

  it('closes for good on logout and on unmount', () => {
    const { unmount } = setup();
    const first = latest();
    act(() => first.accept());
    act(() => clearToken());
    expect(first.closedByPage).toBe(true);
    vi.advanceTimersByTime(10 * SOCKET_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(1);

    act(() => setToken('fresh-token'));
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toContain('token=fresh-token');
    unmount();
    expect(latest().closedByPage).toBe(true);
    vi.advanceTimersByTime(10 * SOCKET_RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
