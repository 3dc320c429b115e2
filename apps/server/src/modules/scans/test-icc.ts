// Test support: ICC profiles written from their published primaries, white point and tone curve, so the
// colour tests need no profile file from the machine (libvips has only sRGB, Display P3 and CMYK built in).

type Xy = readonly [number, number];
type Xyz = readonly [number, number, number];
type Matrix = readonly [Xyz, Xyz, Xyz];

/** An RGB space as its standard defines it: primaries and white as CIE xy, and a pure power tone curve. */
export interface RgbSpace {
  name: string;
  red: Xy;
  green: Xy;
  blue: Xy;
  white: Xy;
  gamma: number;
}

const D50: Xyz = [0.9642, 1, 0.8249];
const D65_XY: Xy = [0.3127, 0.329];
const D50_XY: Xy = [0.3457, 0.3585];

/** Adobe RGB (1998): its gamma is 563/256. */
export const ADOBE_RGB: RgbSpace = {
  name: 'Adobe RGB (1998) compatible',
  red: [0.64, 0.33],
  green: [0.21, 0.71],
  blue: [0.15, 0.06],
  white: D65_XY,
  gamma: 563 / 256,
};

/** ProPhoto (ROMM RGB, ISO 22028-2), D50, gamma 1.8 (its short linear toe left out). */
export const PROPHOTO_RGB: RgbSpace = {
  name: 'ProPhoto RGB compatible',
  red: [0.7347, 0.2653],
  green: [0.1596, 0.8404],
  blue: [0.0366, 0.0001],
  white: D50_XY,
  gamma: 1.8,
};

const xyToXyz = ([x, y]: Xy): Xyz => [x / y, 1, (1 - x - y) / y];

const multiply = (m: Matrix, v: Xyz): Xyz => [
  m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
  m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
  m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
];

function invert(m: Matrix): Matrix {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}

const BRADFORD: Matrix = [
  [0.8951, 0.2664, -0.1614],
  [-0.7502, 1.7135, 0.0367],
  [0.0389, -0.0685, 1.0296],
];

/** The space's red, green and blue as XYZ seen under D50 (Bradford adaptation), as ICC wants them. */
export function colorantsD50(space: RgbSpace): [Xyz, Xyz, Xyz] {
  const primaries = [space.red, space.green, space.blue].map(xyToXyz);
  const columns: Matrix = [
    [primaries[0]![0], primaries[1]![0], primaries[2]![0]],
    [primaries[0]![1], primaries[1]![1], primaries[2]![1]],
    [primaries[0]![2], primaries[1]![2], primaries[2]![2]],
  ];
  const white = xyToXyz(space.white);
  const scale = multiply(invert(columns), white);
  const source = multiply(BRADFORD, white);
  const target = multiply(BRADFORD, D50);
  const adapt = (v: Xyz): Xyz => {
    const cone = multiply(BRADFORD, v);
    return multiply(invert(BRADFORD), [
      (cone[0] * target[0]) / source[0],
      (cone[1] * target[1]) / source[1],
      (cone[2] * target[2]) / source[2],
    ]);
  };
  return [0, 1, 2].map((k) =>
    adapt([columns[0][k]! * scale[k]!, columns[1][k]! * scale[k]!, columns[2][k]! * scale[k]!]),
  ) as [Xyz, Xyz, Xyz];
}

const fixed = (v: number) => Math.round(v * 65536);
const pad4 = (b: Buffer) => Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);

function xyzTag(v: Xyz): Buffer {
  const b = Buffer.alloc(20);
  b.write('XYZ ', 0, 'latin1');
  v.forEach((n, i) => b.writeInt32BE(fixed(n), 8 + i * 4));
  return b;
}

function curveTag(gamma: number): Buffer {
  const b = Buffer.alloc(14);
  b.write('curv', 0, 'latin1');
  b.writeUInt32BE(1, 8);
  b.writeUInt16BE(Math.round(gamma * 256), 12);
  return pad4(b);
}

function descriptionTag(text: string): Buffer {
  const ascii = Buffer.from(`${text}\0`, 'latin1');
  const b = Buffer.alloc(12 + ascii.length + 4 + 4 + 2 + 1 + 67);
  b.write('desc', 0, 'latin1');
  b.writeUInt32BE(ascii.length, 8);
  ascii.copy(b, 12);
  return pad4(b);
}

function textTag(text: string): Buffer {
  return pad4(Buffer.concat([Buffer.from('text\0\0\0\0', 'latin1'), Buffer.from(`${text}\0`, 'latin1')]));
}

/** An ICC v2 display profile from its tags (matrix and curves, or a grey curve). */
function profile(colourSpace: 'RGB ' | 'GRAY', tags: Array<[string, Buffer]>): Buffer {
  const tableSize = 4 + tags.length * 12;
  let offset = 128 + tableSize;
  const table = Buffer.alloc(tableSize);
  table.writeUInt32BE(tags.length, 0);
  const data: Buffer[] = [];
  tags.forEach(([signature, tag], i) => {
    table.write(signature, 4 + i * 12, 'latin1');
    table.writeUInt32BE(offset, 8 + i * 12);
    table.writeUInt32BE(tag.length, 12 + i * 12);
    data.push(tag);
    offset += tag.length;
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8);
  header.write('mntr', 12, 'latin1');
  header.write(colourSpace, 16, 'latin1');
  header.write('XYZ ', 20, 'latin1');
  [2026, 1, 1, 0, 0, 0].forEach((n, i) => header.writeUInt16BE(n, 24 + i * 2));
  header.write('acsp', 36, 'latin1');
  D50.forEach((n, i) => header.writeInt32BE(fixed(n), 68 + i * 4));
  return Buffer.concat([header, table, ...data]);
}

/** A matrix/TRC RGB profile of the space. */
export function rgbProfile(space: RgbSpace): Buffer {
  const [red, green, blue] = colorantsD50(space);
  const curve = curveTag(space.gamma);
  return profile('RGB ', [
    ['desc', descriptionTag(space.name)],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(red)],
    ['gXYZ', xyzTag(green)],
    ['bXYZ', xyzTag(blue)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ]);
}

/** A grey profile: D50 white and a pure power curve. */
export function greyProfile(gamma: number): Buffer {
  return profile('GRAY', [
    ['desc', descriptionTag(`Grey gamma ${gamma}`)],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(D50)],
    ['kTRC', curveTag(gamma)],
  ]);
}
