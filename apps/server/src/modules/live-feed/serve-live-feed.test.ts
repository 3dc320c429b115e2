import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { SESSION_ENDED, serveLiveFeed } from './serve-live-feed.js';
import { createUserFeed, type UserFeed } from './user-feed.js';
import { publishUserEvent } from './user-events.js';

/** Just enough of a ws socket for serveLiveFeed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close', code);
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close', 1006);
  }
  receive(text: string) {
    this.emit('message', Buffer.from(text), false);
  }
}

function serve(feed: UserFeed, stillAllowed = async () => true) {
  const socket = new FakeSocket();
  serveLiveFeed({
    socket: socket as unknown as WebSocket,
    userId: 7,
    feed,
    stillAllowed,
    idleMs: 180_000,
    onError: () => {},
  });
  return socket;
}

describe('one live feed socket', () => {
  afterEach(() => vi.useRealTimers());

  it('unsubscribes from the feed when the socket closes', () => {
    const stop = vi.fn();
    const feed: UserFeed = { ready: async () => {}, watch: vi.fn(() => stop), close: () => {} };
    const socket = serve(feed);
    expect(feed.watch).toHaveBeenCalledWith(7, expect.any(Function));
    expect(stop).not.toHaveBeenCalled();
    socket.emit('close', 1000);
    expect(stop).toHaveBeenCalledOnce();
  });

  it("sends only its user's events, and nothing once closed", async () => {
    const bus = createMemoryEventBus();
    const feed = createUserFeed(bus, () => {});
    const socket = serve(feed);
    await publishUserEvent(bus, 8, { type: 'zip-download', n: 1 });
    await publishUserEvent(bus, 7, { type: 'zip-download', n: 2 });
    await vi.waitFor(() => expect(socket.sent).toEqual(['{"type":"zip-download","n":2}']));
    socket.emit('close', 1000);
    await publishUserEvent(bus, 7, { type: 'zip-download', n: 3 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.sent).toHaveLength(1);
    feed.close();
    await bus.close();
  });

  it('ignores unreadable events on the channel', async () => {
    const bus = createMemoryEventBus();
    const errors: unknown[] = [];
    const feed = createUserFeed(bus, (error) => errors.push(error));
    const socket = serve(feed);
    await bus.publish('user_events', { userId: 'seven', event: { type: 'zip-download' } });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(socket.sent).toEqual([]);
    feed.close();
  });

  it('closes with 1008 when the session no longer admits it', async () => {
    const feed = createUserFeed(createMemoryEventBus(), () => {});
    const socket = serve(feed, async () => false);
    socket.receive('ping');
    expect(socket.sent).toEqual(['pong']);
    await vi.waitFor(() => expect(socket.closedWith).toBe(SESSION_ENDED));
  });

  it('drops a socket that has been silent for the idle time; each message resets it', () => {
    vi.useFakeTimers();
    const feed = createUserFeed(createMemoryEventBus(), () => {});
    const socket = serve(feed);
    vi.advanceTimersByTime(170_000);
    socket.receive('ping');
    vi.advanceTimersByTime(170_000);
    expect(socket.terminated).toBe(false);
    vi.advanceTimersByTime(10_001);
    expect(socket.terminated).toBe(true);
  });
});
