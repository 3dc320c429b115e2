import { describe, expect, it } from 'vitest';
import { daysEnding, nextRollEvent, rollEventProblem, type RollEvent, type RollStage } from './roll-stages.js';

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

describe('nextRollEvent: the dashboard moves a roll one step on', () => {
  it.each<[RollStage, RollEvent | null]>([
    ['CREATED', 'RECEIVED'],
    ['RECEIVED', 'DEVELOPED'],
    ['DEVELOPED', 'SCANNED'],
    ['SCANNED', 'SYNCED'],
    ['SYNCED', 'NEGATIVES_RETURNED'],
    ['NEGATIVES_RETURNED', null],
  ])('%s then %s', (stage, next) => {
    expect(nextRollEvent(stage)).toBe(next);
  });
});

describe('daysEnding', () => {
  it('lists calendar days oldest first, across a month end', () => {
    expect(daysEnding('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
  it('gives the day alone for one day', () => {
    expect(daysEnding('2026-11-25', 1)).toEqual(['2026-11-25']);
  });
});
