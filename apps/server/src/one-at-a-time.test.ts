import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.js';

describe('oneAtATime', () => {
  it('runs each piece after the one before has finished, and a failure does not stop the next', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const piece = (name: string, ms: number, fail = false) =>
      inTurn(async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([piece('a', 20), piece('b', 1, true), piece('c', 1)]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
