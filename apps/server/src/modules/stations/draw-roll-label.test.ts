import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readQrCode } from '../../test/read-barcode.js';
import { ROLL_LABEL_DPI, drawRollLabel } from './draw-roll-label.js';

const facts = { code: 'ABC1234', orderNumber: '10042', film: 'Kodak Portra 400 35mm' };

describe('the roll label', () => {
  it('is a PNG that says its 300 dpi, so it prints at 2 x 1 inches', async () => {
    const png = await drawRollLabel(facts);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 300, density: ROLL_LABEL_DPI });
    expect([meta.width! / meta.density!, meta.height! / meta.density!]).toEqual([2, 1]);
    // The pHYs chunk as another reader sees it: 300 dpi is 11811 dots per metre.
    const dir = mkdtempSync(path.join(tmpdir(), 'filmlab-roll-label-'));
    try {
      writeFileSync(path.join(dir, 'label.png'), png);
      const out = execFileSync('exiftool', ['-j', '-PixelsPerUnitX', '-PixelsPerUnitY', '-PixelUnits', 'label.png'], {
        cwd: dir,
      });
      expect(JSON.parse(out.toString('utf8'))[0]).toMatchObject({
        PixelsPerUnitX: 11811,
        PixelsPerUnitY: 11811,
        PixelUnits: 'meters',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await readQrCode(png)).toBe(facts.code);
  });
});
