import type { Page } from '@playwright/test';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: number[];
}

/** Decodes a screenshot (PNG) in a blank page of the same browser: no decoder to install. */
export async function decodePng(page: Page, png: Buffer): Promise<Pixels> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      return { width: bitmap.width, height: bitmap.height, data: Array.from(data) };
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (data: number[], i: number) =>
  0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);

/** WCAG contrast ratio between the same pixel in two images. */
export function contrastAt(a: Pixels, b: Pixels, x: number, y: number): number {
  const i = (y * a.width + x) * 4;
  const [l1, l2] = [luminance(a.data, i), luminance(b.data, i)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}
