import { describe, expect, it } from 'vitest';
import { rollEventProblem, type RollEvent } from './roll-stages.js';

describe('rollEventProblem: rolls only move forward', () => {
  it.each<[string, RollEvent, boolean]>([
    ['CREATED', 'RECEIVED', true],
    ['RECEIVED', 'DEVELOPED', true],
    ['RECEIVED', 'SCANNED', true],
    ['SCANNED', 'SYNCED', true],
    ['SYNCED', 'NEGATIVES_RETURNED', true],
    ['RECEIVED', 'RECEIVED', false],
    ['SCANNED', 'DEVELOPED', false],
    ['NEGATIVES_RETURNED', 'SYNCED', false],
  ])('%s then %s: allowed %s', (current, event, allowed) => {
    expect(rollEventProblem(current, event) === null).toBe(allowed);
  });

  it('says why in words', () => {
    expect(rollEventProblem('SCANNED', 'DEVELOPED')).toBe('a roll that is scanned cannot be marked developed');
  });
});
