import { getEventListeners } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Display } from './display.js';
import { DEFAULT_RETRY } from './retry.js';
import { StationClient } from './station-client.js';
import { watchFolder } from './watch.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchFolder', () => {
  it('keeps one abort listener on its signal however many times it polls', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'filmlab-watch-'));
    const sink = new Writable({ write: (_chunk, _encoding, next) => next() });
    const display = new Display('http://127.0.0.1:9', folder, sink as unknown as NodeJS.WriteStream, false);
    const stop = new AbortController();
    const polls: number[] = [];
    const watching = watchFolder({
      folder,
      client: new StationClient('http://127.0.0.1:9', 'unused'),
      display: Object.assign(display, {
        // Each pass sets the waiting list: counts the polls.
        state: new Proxy(display.state, {
          set: (target, key, value) => {
            if (key === 'waiting') polls.push(Date.now());
            return Reflect.set(target, key, value);
          },
        }),
      }),
      retry: DEFAULT_RETRY,
      settleMs: 0,
      pollMs: 5,
      once: false,
      moveDone: null,
      signal: stop.signal,
    });
    try {
      while (polls.length < 40) await sleep(10);
      expect(getEventListeners(stop.signal, 'abort').length).toBeLessThanOrEqual(1);
    } finally {
      stop.abort();
      expect(await watching).toBe(0);
      rmSync(folder, { recursive: true, force: true });
    }
    expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);
  });
});
