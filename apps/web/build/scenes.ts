// Film-like scenes drawn as SVG for the landing pages (content/landing BACKGROUND_SCENES): skies,
// suns, hills, skylines and streets, with a warm colour cast, a vignette and a fine grain, so the
// pages carry "photographs" that the build makes itself. Deterministic: a seeded random per scene.
import type { BackgroundScene } from '../src/content/landing';

const W = 1920;
const H = 1280;

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const f = (n: number) => n.toFixed(1);

function sky(id: string, stops: string[]): string {
  const s = stops.map((c, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

function sun(cx: number, cy: number, r: number, core: string, glow: string): string {
  return `<defs><radialGradient id="sunglow"><stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
<circle cx="${cx}" cy="${cy}" r="${r * 5}" fill="url(#sunglow)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${core}"/>`;
}

/** A ridge line across the frame: jagged for mountains, smooth for hills. */
function ridge(r: Rand, baseY: number, amp: number, color: string, jagged: boolean, steps = 14, opacity = 1): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= steps; i += 1) pts.push([(W / steps) * i, baseY - r() * amp]);
  let d = `M0 ${H} L0 ${f(pts[0]![1])}`;
  if (jagged) for (const [x, y] of pts) d += ` L${f(x)} ${f(y)}`;
  else
    for (let i = 1; i < pts.length; i += 1) {
      const [x0, y0] = pts[i - 1]!;
      const [x1, y1] = pts[i]!;
      d += ` Q${f(x0 + (x1 - x0) / 2)} ${f(Math.min(y0, y1) - amp * 0.15)} ${f(x1)} ${f(y1)}`;
    }
  d += ` L${W} ${H} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function skyline(
  r: Rand,
  baseY: number,
  color: string,
  minH: number,
  maxH: number,
  lit: string,
  litChance: number,
  x0 = 0,
  x1 = W,
): string {
  let out = '';
  let x = x0 - 20;
  while (x < x1) {
    const w = 40 + r() * 110;
    const h = minH + r() * (maxH - minH);
    out += `<rect x="${f(x)}" y="${f(baseY - h)}" width="${f(w)}" height="${f(h + H - baseY)}" fill="${color}"/>`;
    if (r() < 0.25)
      out += `<rect x="${f(x + w / 2 - 2)}" y="${f(baseY - h - 40)}" width="4" height="40" fill="${color}"/>`;
    for (let wy = baseY - h + 14; wy < baseY - 10; wy += 22)
      for (let wx = x + 8; wx < x + w - 10; wx += 16)
        if (r() < litChance)
          out += `<rect x="${f(wx)}" y="${f(wy)}" width="7" height="10" fill="${lit}" opacity="${(0.55 + r() * 0.45).toFixed(2)}"/>`;
    x += w + r() * 8;
  }
  return out;
}

function palms(r: Rand, count: number, baseY: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = 150 + r() * (W - 300);
    const h = 380 + r() * 300;
    const lean = (r() - 0.5) * 160;
    const tx = x + lean;
    const ty = baseY - h;
    out += `<path d="M${f(x)} ${baseY} Q${f(x + lean * 0.2)} ${f(baseY - h / 2)} ${f(tx)} ${f(ty)}" stroke="${color}" stroke-width="${f(14 + r() * 8)}" fill="none" stroke-linecap="round"/>`;
    for (let k = 0; k < 7; k += 1) {
      const a = (Math.PI * 2 * k) / 7 + r() * 0.4;
      const len = 120 + r() * 70;
      const ex = tx + Math.cos(a) * len;
      const ey = ty + Math.sin(a) * len * 0.55 + 40;
      out += `<path d="M${f(tx)} ${f(ty)} Q${f(tx + Math.cos(a) * len * 0.5)} ${f(ty - 30)} ${f(ex)} ${f(ey)}" stroke="${color}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    }
  }
  return out;
}

function evergreens(r: Rand, count: number, baseY: number, color: string, scale = 1): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = r() * W;
    const h = (180 + r() * 260) * scale;
    const w = h * 0.38;
    out += `<path d="M${f(x)} ${f(baseY - h)} L${f(x + w / 2)} ${f(baseY)} L${f(x - w / 2)} ${f(baseY)} Z" fill="${color}"/>`;
  }
  return out;
}

function houses(r: Rand, baseY: number): string {
  const colors = ['#7a3b2e', '#8e4a34', '#5e3a2c', '#9a5a3e', '#6d4436'];
  let out = '';
  let x = -30;
  while (x < W) {
    const w = 210 + r() * 80;
    const h = 520 + r() * 160;
    const c = colors[Math.floor(r() * colors.length)]!;
    out += `<rect x="${f(x)}" y="${f(baseY - h)}" width="${f(w)}" height="${f(h)}" fill="${c}"/>`;
    out += `<rect x="${f(x - 6)}" y="${f(baseY - h - 18)}" width="${f(w + 12)}" height="22" fill="#3b2a22"/>`;
    for (let row = 0; row < 3; row += 1)
      for (let col = 0; col < 3; col += 1)
        out += `<rect x="${f(x + 28 + (col * (w - 56)) / 3)}" y="${f(baseY - h + 60 + row * 150)}" width="${f((w - 100) / 3)}" height="96" fill="#f1d9a8" opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`;
    out += `<path d="M${f(x + w * 0.35)} ${baseY} l-40 60 h${f(w * 0.3 + 80)} l-40 -60 Z" fill="#4a342a"/>`;
    x += w;
  }
  return out;
}

function negatives(r: Rand): string {
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const x = 160 + i * 290 + r() * 40;
    const len = 700 + r() * 350;
    out += `<line x1="${f(x + 60)}" y1="0" x2="${f(x + 60)}" y2="60" stroke="#2a0a08" stroke-width="4"/>`;
    out += `<rect x="${f(x)}" y="60" width="120" height="${f(len)}" fill="#3a1410" opacity="0.9"/>`;
    for (let y = 80; y < len; y += 160)
      out += `<rect x="${f(x + 16)}" y="${f(y)}" width="88" height="130" fill="#c2452f" opacity="${(0.3 + r() * 0.4).toFixed(2)}"/>`;
    for (let y = 70; y < len + 50; y += 22) {
      out += `<rect x="${f(x + 4)}" y="${f(y)}" width="7" height="10" fill="#170504"/><rect x="${f(x + 109)}" y="${f(y)}" width="7" height="10" fill="#170504"/>`;
    }
    out += `<rect x="${f(x + 40)}" y="${f(60 + len)}" width="40" height="26" fill="#1a0605"/>`;
  }
  return out;
}

function canisters(r: Rand): string {
  const boxes = ['#f2c230', '#1f4e8c', '#d8452b', '#2e7d4f', '#f08a24', '#111111'];
  let out = '';
  for (let i = 0; i < 7; i += 1) {
    const x = 120 + (i % 4) * 440 + r() * 60;
    const y = 140 + Math.floor(i / 4) * 520 + r() * 60;
    const c = boxes[i % boxes.length]!;
    const rot = (r() - 0.5) * 24;
    out += `<g transform="rotate(${f(rot)} ${f(x + 160)} ${f(y + 110)})"><rect x="${f(x + 10)}" y="${f(y + 14)}" width="320" height="220" rx="8" fill="#00000033"/><rect x="${f(x)}" y="${f(y)}" width="320" height="220" rx="8" fill="${c}"/><rect x="${f(x + 24)}" y="${f(y + 150)}" width="200" height="34" fill="#ffffff" opacity="0.85"/><rect x="${f(x + 240)}" y="${f(y + 24)}" width="56" height="56" rx="28" fill="#ffffff" opacity="0.8"/></g>`;
  }
  for (let i = 0; i < 5; i += 1) {
    const cx = 260 + r() * 1400;
    const cy = 300 + r() * 760;
    out += `<circle cx="${f(cx + 8)}" cy="${f(cy + 10)}" r="74" fill="#00000030"/><circle cx="${f(cx)}" cy="${f(cy)}" r="74" fill="#2b2b2b"/><circle cx="${f(cx)}" cy="${f(cy)}" r="58" fill="#d9d6cf"/><circle cx="${f(cx)}" cy="${f(cy)}" r="20" fill="#3b3b3b"/>`;
  }
  return out;
}

function camera(): string {
  return `<g transform="translate(560 420) rotate(-6 400 230)">
<path d="M-120 520 Q-40 330 120 300 L220 300 L200 560 Z" fill="#b57a57"/>
<rect x="0" y="60" width="820" height="420" rx="36" fill="#1b1a19"/>
<rect x="0" y="60" width="820" height="110" rx="36" fill="#c9c4b8"/>
<rect x="600" y="10" width="140" height="70" rx="10" fill="#c9c4b8"/>
<circle cx="410" cy="320" r="170" fill="#0d0d0d"/><circle cx="410" cy="320" r="130" fill="#2a2d33"/>
<circle cx="410" cy="320" r="80" fill="#0a0c12"/><circle cx="370" cy="280" r="26" fill="#8fa3c0" opacity="0.55"/>
<rect x="80" y="95" width="120" height="44" rx="6" fill="#2b2b2b"/>
<path d="M700 470 Q820 380 900 460 L920 640 L640 640 Z" fill="#b57a57"/>
</g>`;
}

interface Look {
  cast: string;
  castOpacity: number;
  grain: number;
}

function finish(look: Look): string {
  return `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter></defs>
<rect width="${W}" height="${H}" fill="${look.cast}" opacity="${look.castOpacity}"/>
<rect width="${W}" height="${H}" filter="url(#grain)" opacity="${look.grain}"/>
<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
}

const WARM: Look = { cast: '#ff9a3c', castOpacity: 0.08, grain: 0.07 };
const COOL: Look = { cast: '#4f7aa8', castOpacity: 0.1, grain: 0.07 };

const SCENES: Record<BackgroundScene, (r: Rand) => string> = {
  'city-skyline-dusk': (r) =>
    sky('s', ['#1c2a4a', '#3b4c7a', '#b06a6a', '#f0a760']) +
    sun(1350, 900, 60, '#ffd9a0', '#ff9a50') +
    skyline(r, 1060, '#2a2e44', 120, 420, '#ffd27a', 0.05) +
    skyline(r, 1180, '#12141f', 160, 640, '#ffcf6a', 0.22) +
    finish(WARM),
  'brownstone-street': (r) =>
    sky('s', ['#9ec3d6', '#e9dcc0']) +
    houses(r, 1040) +
    `<rect y="1040" width="${W}" height="240" fill="#5d5a55"/>` +
    evergreens(r, 5, 1100, '#2f4a2c', 1.4) +
    finish(WARM),
  'desert-highway': (r) =>
    sky('s', ['#3d8bd0', '#9cc8e6', '#f3dcb0']) +
    sun(1500, 240, 70, '#fff6dc', '#fff1c4') +
    ridge(r, 720, 160, '#a56a4c', true, 9) +
    `<rect y="760" width="${W}" height="520" fill="#d9a86c"/>` +
    `<path d="M900 760 L1020 760 L1500 ${H} L420 ${H} Z" fill="#3d3a38"/><path d="M958 770 L962 770 L975 ${H} L945 ${H} Z" fill="#f2c84b"/>` +
    palms(r, 0, 0, '#000') +
    Array.from({ length: 9 }, () => {
      const x = r() * W;
      const y = 820 + r() * 380;
      const s = 0.4 + (y - 820) / 380;
      return x > 420 && x < 1500 && y > 900
        ? ''
        : `<path d="M${f(x)} ${f(y)} v${f(-180 * s)} m0 ${f(70 * s)} h${f(-40 * s)} v${f(-50 * s)} m${f(40 * s)} ${f(80 * s)} h${f(40 * s)} v${f(-60 * s)}" stroke="#3f5a2c" stroke-width="${f(20 * s)}" stroke-linecap="round" fill="none"/>`;
    }).join('') +
    finish(WARM),
  'coastline-golden-hour': (r) =>
    sky('s', ['#f7b267', '#f79d65', '#f4845f']) +
    sun(700, 820, 90, '#fff0c9', '#ffc46b') +
    `<rect y="860" width="${W}" height="420" fill="#c0705a"/>` +
    Array.from(
      { length: 14 },
      (_, i) =>
        `<rect x="${f(500 + r() * 400)}" y="${870 + i * 18}" width="${f(120 + r() * 200)}" height="5" fill="#ffe0a8" opacity="0.6"/>`,
    ).join('') +
    `<path d="M1100 ${H} Q1400 980 ${W} 940 L${W} ${H} Z" fill="#3c2a2a"/>` +
    palms(r, 4, 1120, '#2b1d1f') +
    finish(WARM),
  'foggy-bay-hills': (r) =>
    sky('s', ['#aebccb', '#d6dde2']) +
    ridge(r, 620, 220, '#8c9aa8', false, 8) +
    ridge(r, 780, 160, '#6f8090', false, 7) +
    `<rect y="860" width="${W}" height="420" fill="#7b8d9b"/>` +
    `<g stroke="#a8423a" stroke-width="14" fill="none"><path d="M200 840 L1800 840"/><path d="M520 840 L520 480 M1380 840 L1380 480"/><path d="M200 760 Q520 470 520 480 Q950 780 1380 480 Q1380 470 1800 760" stroke-width="6"/></g>` +
    `<rect width="${W}" height="${H}" fill="#e8edf0" opacity="0.35"/>` +
    finish(COOL),
  'rainy-evergreen-street': (r) =>
    sky('s', ['#7e8b93', '#a9b3b6']) +
    evergreens(r, 14, 820, '#2e3f35', 1.2) +
    skyline(r, 820, '#4a5258', 80, 300, '#f3d9a0', 0.08, 500, 1400) +
    `<rect y="820" width="${W}" height="460" fill="#3b4247"/>` +
    Array.from(
      { length: 22 },
      () =>
        `<rect x="${f(r() * W)}" y="${f(840 + r() * 420)}" width="${f(20 + r() * 90)}" height="${f(60 + r() * 200)}" fill="#c8d3d6" opacity="0.18"/>`,
    ).join('') +
    Array.from({ length: 160 }, () => {
      const x = r() * W;
      const y = r() * H;
      return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - 8)}" y2="${f(y + 40)}" stroke="#dfe6e8" stroke-width="1.5" opacity="0.35"/>`;
    }).join('') +
    finish(COOL),
  'snowy-mountain-range': (r) =>
    sky('s', ['#5c93cf', '#bcd7ee']) +
    sun(380, 260, 55, '#fffdf2', '#fff4cf') +
    ridge(r, 700, 380, '#e9eff5', true, 10) +
    ridge(r, 820, 200, '#9fb1c4', true, 12) +
    skyline(r, 1060, '#2d3642', 60, 260, '#ffe6a6', 0.04) +
    `<rect y="1060" width="${W}" height="220" fill="#f1f3f5"/>` +
    finish(COOL),
  'neon-night-street': (r) =>
    sky('s', ['#070912', '#191c33', '#2b1b36']) +
    skyline(r, 1000, '#0c0d17', 300, 820, '#ffc46b', 0.18) +
    ['#ff3b6b', '#28e0ff', '#ffb02e', '#9b5cff', '#ff5a2e']
      .map(
        (c, i) =>
          `<rect x="${200 + i * 340}" y="${f(420 + r() * 300)}" width="${f(120 + r() * 80)}" height="44" rx="10" fill="none" stroke="${c}" stroke-width="8"/><rect x="${150 + i * 340}" y="1000" width="260" height="280" fill="${c}" opacity="0.16"/>`,
      )
      .join('') +
    `<rect y="1000" width="${W}" height="280" fill="#101119" opacity="0.6"/>` +
    finish({ cast: '#ff6a2e', castOpacity: 0.06, grain: 0.09 }),
  'prairie-big-sky': (r) =>
    sky('s', ['#39404f', '#6c7384', '#c9b48a']) +
    Array.from(
      { length: 9 },
      () =>
        `<ellipse cx="${f(r() * W)}" cy="${f(160 + r() * 420)}" rx="${f(260 + r() * 300)}" ry="${f(90 + r() * 120)}" fill="#d9d6d0" opacity="${(0.25 + r() * 0.35).toFixed(2)}"/>`,
    ).join('') +
    skyline(r, 900, '#30333b', 20, 140, '#ffd890', 0.05, 1200, 1500) +
    `<rect y="900" width="${W}" height="380" fill="#a08a4e"/>` +
    Array.from(
      { length: 40 },
      () =>
        `<rect x="${f(r() * W)}" y="${f(910 + r() * 360)}" width="${f(60 + r() * 200)}" height="3" fill="#6e5e30" opacity="0.6"/>`,
    ).join('') +
    finish(WARM),
  'frozen-lakefront': (r) =>
    sky('s', ['#8fa9c4', '#dfe4e6', '#f2d9b8']) +
    sun(1500, 780, 46, '#fff3d6', '#ffe1b0') +
    skyline(r, 860, '#58606c', 120, 520, '#ffe3a8', 0.04) +
    `<rect y="860" width="${W}" height="420" fill="#dbe6ee"/>` +
    Array.from(
      { length: 26 },
      () =>
        `<path d="M${f(r() * W)} ${f(880 + r() * 380)} l${f(80 + r() * 200)} ${f((r() - 0.5) * 30)}" stroke="#9fb3c3" stroke-width="3"/>`,
    ).join('') +
    finish(COOL),
  'darkroom-safelight': (r) =>
    sky('s', ['#2a0504', '#5a0f0a', '#1a0302']) +
    `<circle cx="1620" cy="180" r="90" fill="#ff2a12" opacity="0.85"/><circle cx="1620" cy="180" r="420" fill="#ff2a12" opacity="0.12"/>` +
    negatives(r) +
    `<rect y="1120" width="${W}" height="160" fill="#120201"/>` +
    finish({ cast: '#ff2a12', castOpacity: 0.05, grain: 0.1 }),
  'film-rolls-flatlay': (r) =>
    `<rect width="${W}" height="${H}" fill="#efe9dd"/>` +
    canisters(r) +
    finish({ cast: '#ffb46b', castOpacity: 0.05, grain: 0.06 }),
  'camera-in-hand': (r) =>
    sky('s', ['#c9d3d8', '#e7dccb']) +
    skyline(r, 640, '#a7adb0', 100, 420, '#fff', 0) +
    `<rect y="640" width="${W}" height="640" fill="#b9b1a5"/>` +
    `<rect width="${W}" height="${H}" fill="#ffffff" opacity="0.25"/>` +
    camera() +
    finish(WARM),
};

/** The SVG source of a scene, drawn at `width` pixels wide (3:2). */
export function sceneSvg(scene: BackgroundScene, width: number): string {
  const seed = [...scene].reduce((sum, ch) => sum * 31 + ch.charCodeAt(0), 7);
  const body = SCENES[scene](rng(seed));
  const height = Math.round((width * H) / W);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
