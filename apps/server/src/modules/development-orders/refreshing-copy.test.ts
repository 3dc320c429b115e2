import { describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { createRefreshingCopy } from './refreshing-copy.js';

function setUp() {
  let clock = 0;
  const events = createMemoryEventBus();
  const copy = createRefreshingCopy({ events, channel: 'test_queue', ttlMs: 100, maxStaleMs: 1000, now: () => clock });
  let version = 0;
  let release: (() => void) | null = null;
  let slow = false;
  const load = () =>
    new Promise<number>((resolve) => {
      version += 1;
      const value = version;
      if (slow) release = () => resolve(value);
      else resolve(value);
    });
  return {
    copy,
    events,
    load,
    tick: (ms: number) => (clock += ms),
    slowly: () => (slow = true),
    finish: () => release?.(),
  };
}

describe('the refreshing copy', () => {
  it('waits for the first value, then serves the last copy while a fresh one loads', async () => {
    const t = setUp();
    expect(await t.copy.read('k', t.load)).toBe(1);
    t.tick(50);
    expect(await t.copy.read('k', t.load)).toBe(1);
    t.tick(100);
    t.slowly();
    // Stale: answered at once with the old copy; one background load for many readers.
    expect(await t.copy.read('k', t.load)).toBe(1);
    expect(await t.copy.read('k', t.load)).toBe(1);
    t.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await t.copy.read('k', t.load)).toBe(2);
  });

  it('a change drops the copy everywhere: the next reader waits for a fresh value', async () => {
    const t = setUp();
    const other = createRefreshingCopy({ events: t.events, channel: 'test_queue', ttlMs: 100, maxStaleMs: 1000 });
    expect(await t.copy.read('k', t.load)).toBe(1);
    expect(await other.read('k', t.load)).toBe(2);
    await t.copy.changed();
    expect(await t.copy.read('k', t.load)).toBe(3);
    // The bus delivers to the other process's copy a moment later.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await other.read('k', t.load)).toBe(4);
  });

  it('never serves a copy older than maxStaleMs', async () => {
    const t = setUp();
    expect(await t.copy.read('k', t.load)).toBe(1);
    t.tick(5000);
    expect(await t.copy.read('k', t.load)).toBe(2);
  });
});
