/**
 * Landscapes drawn as SVG for the demo scans: a sky, a sun, clouds, then hills, a skyline over a
 * river, the sea or a desert mesa, and a vignette. Deterministic for a given seed.
 */

export type SceneKind = 'hills' | 'city' | 'sea' | 'mesa';
export type TimeOfDay = 'dawn' | 'noon' | 'dusk' | 'overcast';

export interface SceneSpec {
  scene: SceneKind;
  time: TimeOfDay;
  seed: number;
}

/** Mulberry32: small, fast and good enough to place hills and windows. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sky {
  stops: string[];
  sun: string;
  glow: string;
  haze: string;
  ground: string;
}

const SKIES: Record<TimeOfDay, Sky> = {
  dawn: {
    stops: ['#2b3a67', '#7d6b91', '#e8a87c', '#f6d6a8'],
    sun: '#fff1d0',
    glow: '#ffc38a',
    haze: '#d9b3a0',
    ground: '#1d2220',
  },
  noon: {
    stops: ['#2f6db5', '#5b97d1', '#9cc5e8', '#dcebf5'],
    sun: '#fffdf2',
    glow: '#fff6d5',
    haze: '#b7cfdf',
    ground: '#2f4a2a',
  },
  dusk: {
    stops: ['#1d1b3a', '#5a2e5e', '#d9534f', '#f7a55a'],
    sun: '#ffe3a3',
    glow: '#ff8c42',
    haze: '#b0607a',
    ground: '#141a1c',
  },
  overcast: {
    stops: ['#7d858c', '#99a0a6', '#b7bcc0', '#d2d5d7'],
    sun: '#f2f2ee',
    glow: '#e4e4df',
    haze: '#a9b0b4',
    ground: '#2a302c',
  },
};

const f = (n: number) => n.toFixed(1);

export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

interface Frame {
  rand: () => number;
  w: number;
  h: number;
  /** One unit is 1/1500 of the width, so details keep their size at any resolution. */
  u: number;
  horizon: number;
  sunX: number;
  sky: Sky;
}

function ridge({ rand, w }: Frame, baseY: number, amplitude: number, points: number): string {
  const step = w / points;
  let d = `M0 ${f(baseY)}`;
  let prevX = 0;
  let prevY = baseY;
  for (let i = 1; i <= points; i++) {
    const x = i * step;
    const y = baseY - amplitude * (0.3 + rand() * 0.7);
    d += ` Q${f(prevX + step * 0.5)} ${f(prevY - amplitude * (rand() - 0.4) * 0.8)} ${f(x)} ${f(y)}`;
    prevX = x;
    prevY = y;
  }
  return d;
}

function tree(frame: Frame, x: number, baseY: number, colour: string): string {
  const { rand, u } = frame;
  const height = u * (140 + rand() * 120);
  let out = `<rect x="${f(x - 5 * u)}" y="${f(baseY - height)}" width="${f(10 * u)}" height="${f(height)}" fill="${colour}"/>`;
  for (let i = 0; i < 11; i++) {
    const cx = x + (rand() - 0.5) * 150 * u;
    const cy = baseY - height + (rand() - 0.35) * 110 * u;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(u * (38 + rand() * 36))}" fill="${colour}"/>`;
  }
  return out;
}

function poles(frame: Frame, baseY: number, colour: string): string {
  const { rand, w, u } = frame;
  const xs = [w * (0.1 + rand() * 0.1), w * (0.45 + rand() * 0.1), w * (0.85 + rand() * 0.1)];
  const top = (i: number) => baseY - u * (260 - i * 50);
  let out = '';
  xs.forEach((x, i) => {
    out += `<rect x="${f(x - 3 * u)}" y="${f(top(i))}" width="${f(6 * u)}" height="${f(baseY - top(i) + 4 * u)}" fill="${colour}"/>`;
    out += `<rect x="${f(x - 30 * u)}" y="${f(top(i) + 12 * u)}" width="${f(60 * u)}" height="${f(4 * u)}" fill="${colour}"/>`;
  });
  for (let i = 0; i + 1 < xs.length; i++) {
    const a = xs[i] ?? 0;
    const b = xs[i + 1] ?? 0;
    for (const dx of [-26, 26]) {
      const ya = top(i) + 14 * u;
      const yb = top(i + 1) + 14 * u;
      out += `<path d="M${f(a + dx * u)} ${f(ya)} Q${f((a + b) / 2)} ${f(Math.max(ya, yb) + 60 * u)} ${f(b + dx * u)} ${f(yb)}" stroke="${colour}" stroke-width="${f(1.6 * u)}" fill="none"/>`;
    }
  }
  return out;
}

function hills(frame: Frame): string {
  const { rand, w, h, horizon, sky } = frame;
  let out = '';
  const layers = 4;
  let lastBase = horizon;
  for (let i = 0; i < layers; i++) {
    lastBase = horizon + (h - horizon) * 0.17 * i;
    const amplitude = h * (0.06 + 0.05 * (layers - i) * rand());
    out += `<path d="${ridge(frame, lastBase, amplitude, 4 + i * 2)} L${w} ${h} L0 ${h} Z" fill="${mix(sky.haze, sky.ground, i / (layers - 1))}"/>`;
  }
  const near = mix(sky.ground, '#000000', 0.35);
  return out + (rand() < 0.5 ? tree(frame, w * (0.12 + rand() * 0.76), h * 0.97, near) : poles(frame, h * 0.98, near));
}

function reflections(frame: Frame, x: number, spreadAt: (y: number) => number, colour: string, count: number): string {
  const { rand, h, horizon, u } = frame;
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = horizon + (h - horizon) * Math.pow(rand(), 1.6);
    const spread = spreadAt(y);
    const cx = x + (rand() - 0.5) * spread * 2;
    const width = u * 6 + rand() * spread * 0.5;
    const height = u * (1 + (y - horizon) / (h * 0.06));
    out += `<rect x="${f(cx)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" fill="${colour}" fill-opacity="${(0.25 + rand() * 0.4).toFixed(2)}"/>`;
  }
  return out;
}

function city(frame: Frame, lit: boolean): string {
  const { rand, w, h, horizon, u, sky } = frame;
  const water = mix(sky.haze, '#10161c', 0.75);
  let out = `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${water}"/>`;
  const towers: Array<[number, number, number]> = [];
  for (const [depth, colour] of [
    [0.28, mix(sky.haze, '#2a2a33', 0.45)],
    [0.42, mix(sky.haze, '#18181d', 0.8)],
  ] as const) {
    let x = -rand() * 40 * u;
    while (x < w) {
      const bw = w * (0.025 + rand() * 0.05);
      const bh = horizon * (depth * 0.35 + rand() * depth);
      out += `<rect x="${f(x)}" y="${f(horizon - bh)}" width="${f(bw)}" height="${f(bh + u)}" fill="${colour}"/>`;
      if (depth > 0.3) towers.push([x, bw, bh]);
      x += bw + rand() * 4 * u;
    }
  }
  if (lit) {
    const light = '#ffd27a';
    for (const [x, bw, bh] of towers) {
      for (let wy = horizon - bh + 14 * u; wy < horizon - 10 * u; wy += 26 * u) {
        for (let wx = x + 8 * u; wx < x + bw - 10 * u; wx += 20 * u) {
          if (rand() < 0.2)
            out += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(7 * u)}" height="${f(10 * u)}" fill="${light}" fill-opacity="0.85"/>`;
        }
      }
      if (rand() < 0.6) out += reflections(frame, x + bw / 2, () => bw * 0.4, light, 6);
    }
  }
  return out + reflections(frame, frame.sunX, (y) => 20 * u + (y - horizon) * 0.5, sky.glow, 30);
}

function sea(frame: Frame): string {
  const { w, h, horizon, sky, u, sunX } = frame;
  const top = mix(sky.stops[2] ?? '#888888', '#0b2a40', 0.5);
  let out = `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="#06141f"/></linearGradient></defs>`;
  out += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#sea)"/>`;
  out += reflections(frame, sunX, (y) => 20 * u + (y - horizon) * 0.6, sky.glow, 70);
  const sand = mix(sky.haze, '#3a3024', 0.7);
  return `${out}<path d="${ridge(frame, h * 0.94, h * 0.05, 3)} L${w} ${h} L0 ${h} Z" fill="${sand}"/>`;
}

function mesa(frame: Frame): string {
  const { rand, w, h, horizon, u, sky } = frame;
  const range = mix(sky.haze, '#9a6a55', 0.35);
  const far = mix(sky.haze, '#8a4b2f', 0.55);
  const near = mix(sky.haze, '#5a2d1c', 0.85);
  let out = `<path d="${ridge(frame, horizon, h * 0.04, 12)} L${w} ${h} L0 ${h} Z" fill="${range}"/>`;
  for (let i = 0; i < 2; i++) {
    const x0 = w * (0.08 + i * 0.5 + rand() * 0.2);
    const mw = w * (0.12 + rand() * 0.15);
    const top = horizon - h * (0.1 + rand() * 0.12);
    out += `<path d="M${f(x0 - 70 * u)} ${f(horizon + u)} L${f(x0)} ${f(top)} L${f(x0 + mw)} ${f(top + 6 * u)} L${f(x0 + mw + 90 * u)} ${f(horizon + u)} Z" fill="${far}"/>`;
  }
  out += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${mix(far, near, 0.5)}"/>`;
  out += `<path d="${ridge(frame, horizon + (h - horizon) * 0.4, h * 0.05, 9)} L${w} ${h} L0 ${h} Z" fill="${near}"/>`;
  return out;
}

/** The whole frame as SVG, w by h pixels. */
export function sceneSvg(spec: SceneSpec, w: number, h: number): string {
  const rand = random(spec.seed);
  const sky = SKIES[spec.time];
  const horizon = h * (spec.scene === 'city' ? 0.68 + rand() * 0.08 : 0.5 + rand() * 0.16);
  const sunX = w * (0.2 + rand() * 0.6);
  const frame: Frame = { rand, w, h, u: w / 1500, horizon, sunX, sky };
  const sunY = spec.time === 'noon' ? h * (0.12 + rand() * 0.15) : horizon - h * (0.04 + rand() * 0.12);
  const sunR = Math.min(w, h) * (0.035 + rand() * 0.02);
  const stops = sky.stops
    .map((c, i) => `<stop offset="${(i / (sky.stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join('');
  let clouds = '';
  for (let i = 0; i < 7; i++) {
    clouds += `<ellipse cx="${f(rand() * w)}" cy="${f(rand() * horizon * 0.7)}" rx="${f(w * (0.08 + rand() * 0.15))}" ry="${f(h * (0.015 + rand() * 0.03))}" fill="url(#cloud)"/>`;
  }
  const land =
    spec.scene === 'city'
      ? city(frame, spec.time !== 'noon')
      : spec.scene === 'sea'
        ? sea(frame)
        : spec.scene === 'mesa'
          ? mesa(frame)
          : hills(frame);
  const cloudOpacity = spec.time === 'overcast' ? 0.35 : 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${f(horizon)}">${stops}</linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="${sky.sun}"/><stop offset="0.33" stop-color="${sky.sun}"/><stop offset="0.42" stop-color="${sky.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${sky.glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="cloud"><stop offset="0" stop-color="#ffffff" stop-opacity="${cloudOpacity}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.5" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.6"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${sky.haze}"/>
<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 3)}" fill="url(#sun)"/>
${clouds}
${land}
<rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`;
}
