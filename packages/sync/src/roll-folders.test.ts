import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rollCodeOf } from '@filmlab/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { findRollFolders, missingCodeReason } from './roll-folders.js';

const code = rollCodeOf(42);
/** The code with its last character changed: the check character no longer matches. */
const mistyped = `${code.slice(0, 5)}${code[5] === 'Z' ? 'Y' : 'Z'}`;

describe('missingCodeReason', () => {
  it.each([
    [`1042_${mistyped}`, `${mistyped} is not a roll code`],
    ['1042', 'only an order number (1042)'],
    ['1042_WDADNZ', 'WDADNZ is not a roll code'],
    ['1042 Export scans', 'only an order number (1042)'],
    ['order 1042 roll 2', 'only an order number (1042)'],
    ['Export JPG NoResize', 'no roll code'],
    ['20261125', 'no roll code'],
  ])('%s: %s', (name, reason) => {
    expect(missingCodeReason(name)).toContain(reason);
  });
});

describe('findRollFolders', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'filmlab-folders-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const frame = (...parts: string[]) => {
    mkdirSync(path.join(root, ...parts.slice(0, -1)), { recursive: true });
    writeFileSync(path.join(root, ...parts), 'x');
  };

  it('lists roll folders with the digits before their code, and folders of frames that name no roll with why', async () => {
    frame('20261125', `999_${code}`, '1.jpg');
    frame('20261125', `1042_${mistyped}`, '1.jpg');
    frame('1043', 'Export JPG', '1.JPG');
    frame('notes', 'read me.txt');
    frame('20261126', `${code}`, 'Export JPG NoResize', '1.jpg');
    const found = await findRollFolders(root);
    expect(found.map((f) => [f.label, f.codes, f.prefixes, f.problem?.split(' (')[0]])).toEqual([
      [path.join('1043', 'Export JPG'), [], {}, 'its name has only an order number'],
      [path.join('20261125', `999_${code}`), [code], { [code]: '999' }, undefined],
      [path.join('20261125', `1042_${mistyped}`), [], {}, `${mistyped} is not a roll code`],
      [path.join('20261126', code), [code], {}, undefined],
    ]);
  });
});
