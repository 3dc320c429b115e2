import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { thumbHashToAverageRGBA } from 'thumbhash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDerivatives } from './make-derivatives.js';
import {
  CHART_KINDS,
  chartName,
  deltaE2000,
  meanColour,
  patchColours,
  profileDescription,
  referenceSrgb,
  shownSrgb,
  writeChart,
} from './test-colour-chart.js';

/** The largest colour difference a derivative may show on any patch against the reference rendering. */
const MAX_DELTA_E = 2;
/** The placeholder is a blur of a few numbers of 4 to 6 bits: its average colour is near, not exact. */
const MAX_PLACEHOLDER_DELTA_E = 3;

const DERIVATIVES = [
  ['thumbnail', 'thumbnail'],
  ['mid-res JPEG', 'midRes'],
  ['mid-res WebP', 'midResOptimized'],
] as const;

interface Row {
  input: string;
  figures: Array<{ max: number; mean: number }>;
  placeholder: number;
}

function table(rows: Row[]): string {
  const cell = (v: number) => v.toFixed(2).padStart(5);
  const head = `| input                  | ${DERIVATIVES.map(([name]) => `${name} max / mean`).join(' | ')} | thumbhash average |`;
  const rule = head.replace(/[^|]/g, '-');
  const lines = rows.map(
    (row) =>
      `| ${row.input.padEnd(22)} | ${row.figures
        .map((f, i) => `${cell(f.max)} / ${cell(f.mean)}`.padEnd(DERIVATIVES[i]![0].length + 11))
        .join(' | ')} | ${cell(row.placeholder).padEnd(17)} |`,
  );
  return [`ΔE2000 against vips icc_transform in out srgb --embedded`, head, rule, ...lines].join('\n');
}

describe('derivatives show every kind of scan in the colours its profile gives', () => {
  let dir: string;
  const rows: Row[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'filmlab-colour-'));
  });
  afterAll(async () => {
    if (rows.length) console.log(table(rows));
    await rm(dir, { recursive: true, force: true });
  });

  it.each(CHART_KINDS.map((kind) => [chartName(kind), kind] as const))(
    '%s: every patch of every derivative within ΔE2000 2 of the reference',
    async (name, kind) => {
      const file = await writeChart(dir, kind);
      const reference = await referenceSrgb(file, dir);
      const expected = patchColours(reference);
      const made = await makeDerivatives(file, { rotation: 0 });

      const figures = [];
      for (const [label, field] of DERIVATIVES) {
        // Tagged, so a browser that colour-manages only tagged images shows it right too.
        const { icc } = await sharp(made[field]).metadata();
        expect(icc && profileDescription(icc), `${label} profile`).toBe('sRGB');
        const shown = patchColours(await shownSrgb(made[field]));
        const deltas = expected.map((colour, i) => deltaE2000(colour, shown[i]!));
        const max = Math.max(...deltas);
        figures.push({ label, max, mean: deltas.reduce((a, b) => a + b, 0) / deltas.length, deltas });
      }
      const average = thumbHashToAverageRGBA(Buffer.from(made.thumbhash, 'base64'));
      const placeholder = deltaE2000(meanColour(reference), [average.r, average.g, average.b]);
      rows.push({ input: name, figures, placeholder });

      for (const figure of figures) {
        const worst = figure.deltas.indexOf(figure.max);
        expect(figure.max, `${figure.label}: patch ${worst} is off by ΔE ${figure.max.toFixed(2)}`).toBeLessThanOrEqual(
          MAX_DELTA_E,
        );
      }
      expect(placeholder, 'thumbhash average colour').toBeLessThanOrEqual(MAX_PLACEHOLDER_DELTA_E);
    },
  );
});
