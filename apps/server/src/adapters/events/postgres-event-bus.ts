import pg from 'pg';
import { assertChannel, deliver, encodePayload, type EventBus, type EventListener } from './event-bus.js';

export interface PostgresEventBusOptions {
  /** Publishes go through the app's pool; the one listening connection is opened with its settings. */
  pool: pg.Pool;
  onError?: (error: unknown) => void;
  /** First wait before reconnecting the listening connection; it doubles up to maxReconnectDelayMs. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
  /** The listening connection's name in pg_stat_activity. */
  applicationName?: string;
}

/** The listening connection's default name in pg_stat_activity. */
export const APPLICATION_NAME = 'filmlab-event-bus';

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * LISTEN/NOTIFY: an event published by any app process reaches the subscribers of every process on
 * the same database. Each bus holds one dedicated connection for LISTEN, opened when the first
 * channel is subscribed, and opens it again (re-listening every channel) after an error.
 */
export function createPostgresEventBus(options: PostgresEventBusOptions): EventBus {
  const { pool } = options;
  const onError = options.onError ?? (() => {});
  const firstDelay = options.reconnectDelayMs ?? 500;
  const maxDelay = options.maxReconnectDelayMs ?? 10_000;

  const listeners = new Map<string, Set<EventListener>>();
  /** The listening connection and the channels LISTENed on it. */
  let client: pg.Client | null = null;
  let listening = new Set<string>();
  let syncing = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = firstDelay;
  let closed = false;
  let waiters: Waiter[] = [];

  const isLive = () =>
    listeners.size === 0 || (client !== null && [...listeners.keys()].every((c) => listening.has(c)));
  const inSync = () => isLive() && [...listening].every((c) => listeners.has(c));

  function settle() {
    if (!isLive()) return;
    const done = waiters;
    waiters = [];
    for (const waiter of done) waiter.resolve();
  }

  function drop(which: pg.Client) {
    if (client !== which) return;
    client = null;
    listening = new Set();
    which.end().catch(() => {});
  }

  function retryLater() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      kick();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, maxDelay);
  }

  function fail(which: pg.Client | null, error: unknown) {
    onError(error);
    if (which) drop(which);
    retryLater();
  }

  async function connect(): Promise<pg.Client> {
    const fresh = new pg.Client({
      connectionTimeoutMillis: 10_000,
      ...pool.options,
      application_name: options.applicationName ?? APPLICATION_NAME,
      keepAlive: true,
    });
    fresh.on('notification', (message) => {
      if (fresh !== client) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.payload ?? '');
      } catch (error) {
        return onError(error);
      }
      deliver(listeners.get(message.channel), payload, onError);
    });
    fresh.on('error', (error) => {
      if (fresh === client) fail(fresh, error);
    });
    fresh.on('end', () => {
      if (fresh === client && !closed) fail(fresh, new Error('The event listening connection ended'));
    });
    try {
      await fresh.connect();
    } catch (error) {
      fresh.end().catch(() => {});
      throw error;
    }
    return fresh;
  }

  /** Brings the listening connection in line with the subscribed channels, one step at a time. */
  async function sync() {
    let current = client;
    try {
      if (!current) {
        if (listeners.size === 0) return;
        const fresh = await connect();
        if (closed) return void (await fresh.end().catch(() => {}));
        client = current = fresh;
        listening = new Set();
      }
      for (const channel of [...listeners.keys()]) {
        if (listening.has(channel)) continue;
        // Safe: assertChannel admits only [a-z0-9_] names, so the quoted identifier cannot break out.
        await current.query(`LISTEN "${channel}"`);
        if (current === client) listening.add(channel);
      }
      for (const channel of [...listening]) {
        if (listeners.has(channel)) continue;
        await current.query(`UNLISTEN "${channel}"`);
        if (current === client) listening.delete(channel);
      }
      delay = firstDelay;
    } catch (error) {
      fail(current, error);
    }
  }

  function kick() {
    if (closed || syncing || retryTimer) return;
    syncing = true;
    void sync().finally(() => {
      syncing = false;
      settle();
      if (!closed && !inSync() && !retryTimer) kick();
    });
  }

  return {
    async publish(channel, payload) {
      const text = encodePayload(channel, payload);
      if (closed) throw new Error('The event bus is closed');
      await pool.query('select pg_notify($1, $2)', [channel, text]);
    },
    subscribe(channel, listener) {
      assertChannel(channel);
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      kick();
      return () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        settle();
        kick();
      };
    },
    ready() {
      if (closed) return Promise.reject(new Error('The event bus is closed'));
      if (isLive()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.push({ resolve, reject });
        kick();
      });
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      for (const waiter of waiters) waiter.reject(new Error('The event bus is closed'));
      waiters = [];
      listeners.clear();
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
