import { describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { createCatalogueCache } from './catalogue-cache.js';

describe('the catalogue cache', () => {
  it('serves a page for the TTL, then loads it again', async () => {
    let clock = 0;
    const cache = createCatalogueCache({ events: createMemoryEventBus(), ttlMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('a', load)).toBe(1);
    clock = 999;
    expect(await cache.read('a', load)).toBe(1);
    expect(await cache.read('b', load)).toBe(2);
    clock = 1000;
    expect(await cache.read('a', load)).toBe(3);
  });

  it('shares one load between concurrent readers and keeps no failure', async () => {
    const cache = createCatalogueCache({ events: createMemoryEventBus() });
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 20));
    expect(await Promise.all([cache.read('a', slow), cache.read('a', slow)])).toEqual([1, 1]);
    await expect(cache.read('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.read('x', async () => 'fine')).toBe('fine');
  });

  it('drops every page on a change, in this process at once and in the others through the bus', async () => {
    const bus = createMemoryEventBus();
    const here = createCatalogueCache({ events: bus });
    const there = createCatalogueCache({ events: bus });
    let version = 1;
    const load = async () => version;
    expect(await here.read('page', load)).toBe(1);
    expect(await there.read('page', load)).toBe(1);
    version = 2;
    await here.changed();
    expect(await here.read('page', load)).toBe(2);
    await expect.poll(() => there.read('page', load)).toBe(2);
  });

  it('never keeps a page whose load started before a change', async () => {
    const cache = createCatalogueCache({ events: createMemoryEventBus() });
    let release!: () => void;
    const stale = cache.read('page', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    await cache.changed();
    release();
    expect(await stale).toBe('old');
    expect(await cache.read('page', async () => 'new')).toBe('new');
  });

  it('keeps a write successful when the announcement fails', async () => {
    const bus = createMemoryEventBus();
    const cache = createCatalogueCache({ events: bus });
    await bus.close();
    await expect(cache.changed()).resolves.toBeUndefined();
  });
});
