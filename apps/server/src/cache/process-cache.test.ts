import { describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../adapters/events/memory-event-bus.js';
import { createProcessCache } from './process-cache.js';

const make = (events = createMemoryEventBus()) => createProcessCache({ events, channel: 'test_changed', ttlMs: 1000 });

describe('the process cache', () => {
  it('drops only the entries of the changed tags', async () => {
    const cache = make();
    let version = 1;
    const load = async () => version;
    expect(await cache.read('self:1', load, '1')).toBe(1);
    expect(await cache.read('session:1', load, '1')).toBe(1);
    expect(await cache.read('self:2', load, '2')).toBe(1);
    expect(await cache.read('untagged', load)).toBe(1);
    version = 2;
    await cache.changed(['1']);
    expect(await cache.read('self:1', load, '1')).toBe(2);
    expect(await cache.read('session:1', load, '1')).toBe(2);
    expect(await cache.read('self:2', load, '2')).toBe(1);
    expect(await cache.read('untagged', load)).toBe(1);
    version = 3;
    await cache.changed();
    expect(await cache.read('self:2', load, '2')).toBe(3);
    expect(await cache.read('untagged', load)).toBe(3);
  });

  it('forgets in this process only: nothing goes on the bus', async () => {
    const bus = createMemoryEventBus();
    const here = make(bus);
    const there = make(bus);
    let version = 1;
    const load = async () => version;
    await here.read('page', load);
    await there.read('page', load);
    version = 2;
    here.forget();
    expect(await here.read('page', load)).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await there.read('page', load)).toBe(1);
  });

  it('carries tagged changes to the other processes through the bus', async () => {
    const bus = createMemoryEventBus();
    const here = make(bus);
    const there = make(bus);
    let version = 1;
    const load = async () => version;
    await there.read('self:7', load, '7');
    await there.read('self:8', load, '8');
    version = 2;
    await here.changed(['7']);
    await expect.poll(() => there.read('self:7', load, '7')).toBe(2);
    expect(await there.read('self:8', load, '8')).toBe(1);
  });

  it('keeps what it read after its own change when that change comes back on the bus', async () => {
    const bus = createMemoryEventBus();
    const here = make(bus);
    const there = make(bus);
    let version = 1;
    const load = async () => version;
    await here.read('self:7', load, '7');
    await there.read('self:7', load, '7');
    version = 2;
    await here.changed(['7']);
    expect(await here.read('self:7', load, '7')).toBe(2);
    await expect.poll(() => there.read('self:7', load, '7')).toBe(2);
    version = 3;
    // The bus has delivered the change everywhere, to its sender too; the copy read after it stays.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await here.read('self:7', load, '7')).toBe(2);
  });

  it('peeks only at a finished, fresh, undropped copy', async () => {
    let now = 0;
    const cache = createProcessCache({
      events: createMemoryEventBus(),
      channel: 'test_changed',
      ttlMs: 1000,
      now: () => now,
    });
    let finish: (value: number) => void = () => undefined;
    const reading = cache.read('self:1', () => new Promise<number>((resolve) => (finish = resolve)), '1');
    expect(cache.peek('self:1')).toBeUndefined();
    finish(5);
    await reading;
    expect(cache.peek('self:1')).toEqual({ value: 5 });
    now = 1001;
    expect(cache.peek('self:1')).toBeUndefined();
    now = 0;
    await cache.read('self:1', async () => 6, '1');
    await cache.changed(['1']);
    expect(cache.peek('self:1')).toBeUndefined();
  });

  it('keeps at most maxEntries, forgetting the least recently read one when full', async () => {
    const cache = createProcessCache({
      events: createMemoryEventBus(),
      channel: 'test_changed',
      ttlMs: 1000,
      maxEntries: 2,
    });
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('a', load); // 1
    await cache.read('b', load); // 2
    await cache.read('a', load); // a is now the most recently read
    await cache.read('c', load); // 3: b makes room, a and c stay
    expect(await cache.read('a', load)).toBe(1);
    expect(await cache.read('c', load)).toBe(3);
    expect(await cache.read('b', load)).toBe(4);
  });
});
