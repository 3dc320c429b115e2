import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { renderContactSheet, type SheetRoll } from './render-contact-sheet.js';

const roll: SheetRoll = { title: 'Spring walk', film: 'Kodak · Portra 400 · 35mm', date: '2026-04-02', labName: 'Lab' };
// Frames without pictures: the text is what these tests read.
const noBlobs = {} as BlobStore;

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

describe('contact sheet text', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'filmlab-sheet-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function sheet(title: string, names: string[], aspect = 1.5) {
    const frames = names.map((name, i) => ({ frame: i + 1, name, key: null }));
    const chunks: Buffer[] = [];
    for await (const chunk of renderContactSheet({ blobs: noBlobs, roll: { ...roll, title }, frames, aspect })) {
      chunks.push(chunk as Buffer);
    }
    const pdf = Buffer.concat(chunks);
    const file = path.join(dir, 'sheet.pdf');
    writeFileSync(file, pdf);
    return { pdf, file };
  }
  const pdftotext = (file: string, ...args: string[]) =>
    execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' });

  /** The words pdftotext finds on page 1, with their boxes in points. */
  function words(file: string): Word[] {
    const html = pdftotext(file, '-bbox', '-f', '1', '-l', '1');
    return [
      ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
    ].map((m) => ({ xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, text: m[5]! }));
  }

  it('prints names in any script: Chinese characters, kana, Hangul, Polish, Cyrillic', async () => {
    const names = ['東京タワー.jpg', '서울 야경.jpg', 'Łódź 01.jpg', 'Москва.jpg', 'Café.jpg'];
    const { file } = await sheet('東京', names);
    const text = pdftotext(file);
    expect(text.split('\n')[0]).toBe('東京');
    for (const name of names) expect(text).toContain(name);
  });

  it('embeds no font for a sheet in Latin alone, so it stays small', async () => {
    const { pdf } = await sheet('Spring walk', ['Café.jpg', 'frame 2.jpg']);
    expect(pdf.includes('/FontFile')).toBe(false);
    expect(pdf.length).toBeLessThan(10_000);
    const { pdf: cjk } = await sheet('東京', ['frame 1.jpg']);
    expect(cjk.includes('/FontFile')).toBe(true);
    // Only the glyphs used go in: far below the 8 MB of the font.
    expect(cjk.length).toBeLessThan(150_000);
  });

  it.each([
    ['landscape frames', 1.5],
    ['square frames', 1],
  ])('wraps a long name of %s inside its cell, never over its neighbour or the row below', async (_case, aspect) => {
    const long = 'a_very_long_file_name_from_the_scanner_that_goes_on_and_on_2024_05_01_final_final_really.jpg';
    const names = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? long : `${'東京の夜景'.repeat(6)}.jpg`));
    const { file } = await sheet('Long names', names, aspect);
    const found = words(file).filter((w) => w.yMin > 80);
    expect(found.length).toBeGreaterThan(12);
    for (let i = 0; i < found.length; i++) {
      for (let j = i + 1; j < found.length; j++) {
        const [a, b] = [found[i]!, found[j]!];
        const overlap =
          a.xMin < b.xMax - 0.5 && b.xMin < a.xMax - 0.5 && a.yMin < b.yMax - 0.5 && b.yMin < a.yMax - 0.5;
        expect(overlap, `${a.text} overlaps ${b.text}`).toBe(false);
      }
    }
    // The first caption takes more than one line, and stays left of the second frame's number.
    const second = found.find((w) => w.text === '02')!;
    const first = found.filter((w) => w.xMin < second.xMin && w.yMin < second.yMax + 30 && w.text !== '01');
    expect(new Set(first.map((w) => w.yMin)).size).toBeGreaterThan(1);
    for (const w of first) expect(w.xMax).toBeLessThanOrEqual(second.xMin);
    expect(first.map((w) => w.text).join('')).toMatch(/^a_very_long_file_name.*…$/);
  });
});
