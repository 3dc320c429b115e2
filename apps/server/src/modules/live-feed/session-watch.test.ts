import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryEventBus } from '../../adapters/events/memory-event-bus.js';
import { USERS_CHANGED } from '../users/user-cache.js';
import { createSessionWatch, EVERYONE_CHECK_MS } from './session-watch.js';

describe('the live feed watching sessions', () => {
  // setImmediate stays real: the memory bus delivers with it.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  async function setup() {
    const events = createMemoryEventBus();
    const watch = createSessionWatch(events);
    const checks: string[] = [];
    watch.watch(5, () => checks.push('5a'));
    watch.watch(5, () => checks.push('5b'));
    const stop6 = watch.watch(6, () => checks.push('6'));
    const announce = async (payload: object) => {
      await events.publish(USERS_CHANGED, payload);
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    };
    return { watch, checks, stop6, announce };
  }

  it('checks at once the sockets of a user whose sign-in changed, and only theirs', async () => {
    const { checks, announce } = await setup();
    await announce({ tags: ['5', 'signin:5'] });
    expect(checks).toEqual(['5a', '5b']);
    // A change that keeps sign-ins (a customer's own order) checks nothing.
    await announce({ tags: ['6'] });
    expect(checks).toEqual(['5a', '5b']);
  });

  it('checks every socket on a change naming nobody, at most once per interval', async () => {
    const { checks, announce, stop6 } = await setup();
    await announce({});
    expect(checks.sort()).toEqual(['5a', '5b', '6']);
    checks.length = 0;
    await announce({});
    await announce({});
    expect(checks).toEqual([]);
    // A named change is not held back by the pending sweep.
    await announce({ tags: ['signin:6'] });
    expect(checks).toEqual(['6']);
    // The sweep held back comes when the interval is over, for the sockets still open.
    stop6();
    checks.length = 0;
    await vi.advanceTimersByTimeAsync(EVERYONE_CHECK_MS - 1);
    expect(checks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks.sort()).toEqual(['5a', '5b']);
  });
});
