import { describe, expect, it } from 'vitest';
import {
  cropRect,
  isLowPpi,
  largestSharpSize,
  MAX_PRINT_SOURCE_PIXELS,
  MIN_PRINT_PPI,
  print4x6Price,
  printPixels,
  printPpi,
  smallPrintDetail,
} from './prints.js';

describe('print4x6Price', () => {
  it('spreads the per-roll 4x6 price of each tier over a 36-exposure roll', () => {
    expect(print4x6Price('NON_MEMBER')).toBe(34); // 1199 / 36 = 33.3
    expect(print4x6Price('NICE_2025')).toBe(28); // 999 / 36 = 27.75
    expect(print4x6Price('VERY_NICE_2025')).toBe(28);
    expect(print4x6Price('SUPER_NICE_2025')).toBe(28);
    expect(print4x6Price('NICE_2023')).toBe(28);
  });
});

describe('printPixels', () => {
  it('is the size at 300 dpi, turned like the image', () => {
    expect(printPixels('16x20', { width: 4000, height: 5000 })).toEqual({ width: 4800, height: 6000 });
    expect(printPixels('16x20', { width: 5000, height: 4000 })).toEqual({ width: 6000, height: 4800 });
    expect(printPixels('4x6', { width: 100, height: 100 })).toEqual({ width: 1200, height: 1800 });
  });
});

describe('MAX_PRINT_SOURCE_PIXELS', () => {
  it('is the largest size (20x30) at 300 ppi', () => {
    expect(MAX_PRINT_SOURCE_PIXELS).toBe(20 * 300 * (30 * 300));
  });
});

describe('cropRect', () => {
  it('fill crops a 3:2 landscape frame to 5:4 for 16x20, centred', () => {
    // 16x20 turned landscape is 20x16: 6000 wide keeps 4800 tall... the frame is only 4000 tall.
    expect(cropRect({ width: 6000, height: 4000 }, '16x20', 'fill')).toEqual({
      left: 500,
      top: 0,
      width: 5000,
      height: 4000,
    });
  });
  it('fill crops a tall image on its height', () => {
    expect(cropRect({ width: 1000, height: 3000 }, '8x10', 'fill')).toEqual({
      left: 0,
      top: 875,
      width: 1000,
      height: 1250,
    });
  });
  it('moves the crop with the centre and keeps it inside the image', () => {
    expect(cropRect({ width: 6000, height: 4000 }, '16x20', 'fill', { x: 0, y: 0.5 }).left).toBe(0);
    expect(cropRect({ width: 6000, height: 4000 }, '16x20', 'fill', { x: 1, y: 0.5 }).left).toBe(1000);
    expect(cropRect({ width: 6000, height: 4000 }, '16x20', 'fill', { x: 0.55, y: 0.5 }).left).toBe(800);
  });
  it('fit keeps the whole image', () => {
    expect(cropRect({ width: 6000, height: 4000 }, '16x20', 'fit')).toEqual({
      left: 0,
      top: 0,
      width: 6000,
      height: 4000,
    });
  });
});

describe('pixels per inch', () => {
  it('counts the crop pixels over the paper inches', () => {
    // 5000 x 4000 crop on 20 x 16 inches: 250 ppi.
    expect(printPpi({ width: 6000, height: 4000 }, '16x20', 'fill')).toBe(250);
    // Fit: 6000 across 20 inches is 300 ppi (the 4000 px side leaves a margin).
    expect(printPpi({ width: 6000, height: 4000 }, '16x20', 'fit')).toBe(300);
  });
  it('warns below the minimum at each size', () => {
    const image = { width: 2400, height: 1600 };
    expect(isLowPpi(image, '4x6', 'fill')).toBe(false); // 400 ppi
    expect(isLowPpi(image, '8x10', 'fill')).toBe(false); // 200 ppi
    expect(isLowPpi(image, '11x14', 'fill')).toBe(true); // 145 ppi
    expect(printPpi({ width: 20 * MIN_PRINT_PPI, height: 16 * MIN_PRINT_PPI }, '16x20', 'fill')).toBe(MIN_PRINT_PPI);
    expect(isLowPpi({ width: 20 * MIN_PRINT_PPI, height: 16 * MIN_PRINT_PPI }, '16x20', 'fill')).toBe(false);
    expect(isLowPpi({ width: 20 * MIN_PRINT_PPI - 20, height: 16 * MIN_PRINT_PPI }, '16x20', 'fill')).toBe(true);
  });
  it('names the largest size without the warning', () => {
    expect(largestSharpSize({ width: 2400, height: 1600 }, 'fill')).toBe('8x10');
    expect(largestSharpSize({ width: 300, height: 200 }, 'fill')).toBeNull();
  });
});

describe('smallPrintDetail', () => {
  it.each([
    [
      { roll: 'Summer in Lisbon', frame: 12, finish: 'LUSTRE', border: 'WHITE' },
      'Roll: Summer in Lisbon · Frame 12 · Lustre, white border',
    ],
    [
      { roll: 'Kodak Portra 400', frame: 1, finish: 'GLOSSY', border: 'NONE' },
      'Roll: Kodak Portra 400 · Frame 1 · Glossy, borderless',
    ],
  ] as const)('%j -> %j', (print, detail) => {
    expect(smallPrintDetail(print)).toBe(detail);
  });
});
