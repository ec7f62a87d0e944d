/**
 * Seed illustrations: turns an `Art` description into a standalone SVG (flat, soft-gradient style)
 * that sharp/librsvg can rasterize. Output is deterministic: variation comes from a hash of the Art.
 */
import type { Art, Palette, SceneMotif, StepMotif } from './types.js';

type Colors = { d: string; m: string; l: string; a: string };
type Rand = () => number;
type Attrs = Record<string, string | number | undefined>;
type Draw = (c: Colors, rnd: Rand) => string;

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const W = '#ffffff';
const K = '#000000';
const SH = '#0b1020';

/** dark, main, light, accent */
const PALETTES: Record<Palette, Colors> = {
  indigo: { d: '#1e1b4b', m: '#4f46e5', l: '#c7d2fe', a: '#fbbf24' },
  teal: { d: '#134e4a', m: '#0d9488', l: '#99f6e4', a: '#fb923c' },
  amber: { d: '#7c2d12', m: '#d97706', l: '#fde68a', a: '#38bdf8' },
  rose: { d: '#4c0519', m: '#e11d48', l: '#fecdd3', a: '#fbbf24' },
  violet: { d: '#2e1065', m: '#7c3aed', l: '#ddd6fe', a: '#34d399' },
  sky: { d: '#0c4a6e', m: '#0284c7', l: '#bae6fd', a: '#facc15' },
  emerald: { d: '#064e3b', m: '#059669', l: '#a7f3d0', a: '#fde047' },
  slate: { d: '#0f172a', m: '#475569', l: '#cbd5e1', a: '#38bdf8' },
};

const SKIN = ['#f9d5b8', '#f1c09b', '#e0a47c', '#c68660', '#a86b48', '#7d4a2f'];
const HAIR = ['#2b1d16', '#4a3023', '#6b4226', '#1f2937', '#b7791f', '#8b3a1f', '#d6d3d1'];

// ---------- small utilities ----------

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so the same Art always gives the same SVG. */
function rng(seed: number): Rand {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: Rand, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const n = (v: number): number => Math.round(v * 10) / 10;
const XML: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
/** Characters XML 1.0 does not allow (C0 controls other than tab, newline and carriage return). */
const isXmlChar = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};
const esc = (s: string): string =>
  [...s]
    .filter(isXmlChar)
    .join('')
    .replace(/[<>&'"]/g, (ch) => XML[ch] ?? ch);

function mix(a: string, b: string, t: number): string {
  const ch = (h: string, i: number): number => parseInt(h.slice(1 + i * 2, 3 + i * 2), 16);
  const part = (i: number): string =>
    Math.round(ch(a, i) * (1 - t) + ch(b, i) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${part(0)}${part(1)}${part(2)}`;
}

// ---------- SVG element helpers ----------

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .map(([k, v]) => (v === undefined ? '' : ` ${k}="${typeof v === 'number' ? n(v) : v}"`))
    .join('');
const el = (tag: string, a: Attrs, inner?: string): string =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string, x2: Attrs = {}): string =>
  el('rect', { x, y, width, height, rx, fill, ...x2 });
const circ = (cx: number, cy: number, r: number, fill: string, x2: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...x2 });
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, x2: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...x2 });
const path = (d: string, fill: string, x2: Attrs = {}): string => el('path', { d, fill, ...x2 });
const line = (d: string, stroke: string, w: number, x2: Attrs = {}): string =>
  path(d, 'none', { stroke, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...x2 });
const g = (transform: string, ...kids: string[]): string => `<g transform="${transform}">${kids.join('')}</g>`;
/** Soft offset shadow: the same shapes (drawn in SH) shifted and faded as one group. */
const shadow = (body: string, dx = 12, dy = 18): string =>
  `<g transform="translate(${dx} ${dy})" opacity="0.16">${body}</g>`;
/** A white (or filled) rounded card with a soft shadow. */
const card = (x: number, y: number, w: number, h: number, rx: number, fill = W): string =>
  shadow(rect(x, y, w, h, rx, SH)) + rect(x, y, w, h, rx, fill);
/** Placeholder text lines of random length. */
const bars = (rnd: Rand, x: number, y: number, rows: number, maxW: number, colors: string[], gap = 34): string =>
  Array.from({ length: rows }, (_, i) =>
    rect(x, y + i * gap, maxW * (0.45 + rnd() * 0.55), 14, 7, colors[i % colors.length] ?? W),
  ).join('');
const linGrad = (id: string, from: string, to: string, x2 = 1, y2 = 1): string =>
  el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2, y2 },
    el('stop', { offset: 0, 'stop-color': from }) + el('stop', { offset: 1, 'stop-color': to }),
  );
const defs = (c: Colors, bg: string): string =>
  `<defs>${bg}${linGrad('gm', c.m, c.d)}${linGrad('ga', mix(c.a, W, 0.2), c.a, 0, 1)}` +
  linGrad('gw', W, mix(c.l, W, 0.5), 0, 1) +
  el(
    'radialGradient',
    { id: 'glow' },
    el('stop', { offset: 0, 'stop-color': W, 'stop-opacity': 0.28 }) +
      el('stop', { offset: 1, 'stop-color': W, 'stop-opacity': 0 }),
  ) +
  '</defs>';
const doc = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const gear = (r: number, teeth: number, fill: string): string => {
  const pts = Array.from({ length: teeth * 4 }, (_, i) => {
    const ang = ((Math.floor(i / 4) + ([0, 0.18, 0.5, 0.68][i % 4] ?? 0)) / teeth) * Math.PI * 2;
    const rad = i % 4 < 2 ? r * 0.78 : r;
    return `${n(Math.cos(ang) * rad)},${n(Math.sin(ang) * rad)}`;
  });
  const round = { stroke: fill, 'stroke-width': r * 0.08, 'stroke-linejoin': 'round' };
  return el('polygon', { points: pts.join(' '), fill, ...round }) + circ(0, 0, r * 0.32, W);
};
const person = (x: number, y: number, s: number, shirt: string, skin: string, hair: string): string =>
  g(
    `translate(${x} ${y}) scale(${s})`,
    path('M -110 170 C -110 60 -60 30 0 30 C 60 30 110 60 110 170 Z', shirt),
    circ(0, -40, 60, skin),
    path('M -62 -40 C -64 -100 -20 -110 0 -110 C 40 -110 66 -90 62 -40 ' + 'C 40 -70 -30 -70 -62 -40 Z', hair),
  );

// ---------- scene motifs (drawn around 0,0; roughly x ±440, y ±300) ----------

const MOTIFS: Record<SceneMotif, Draw> = {
  code: (c, rnd) => {
    const bar = mix(c.l, W, 0.55);
    const rows = [0, 1, 2, 2, 1, 2, 3, 1, 0].map((ind, i) => {
      let x = -300 + ind * 36;
      return (
        Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, k) => {
          const w = 40 + rnd() * 110,
            s = rect(x, -150 + i * 40, w, 16, 8, [c.m, c.a, c.l, '#cbd5e1'][(i + k) % 4] ?? W);
          x += w + 14;
          return x < 200 ? s : '';
        }).join('') + rect(-356, -150 + i * 40, 22, 16, 8, '#e2e8f0')
      );
    });
    return (
      card(-400, -250, 620, 460, 28) +
      rect(-400, -250, 620, 64, 28, bar) +
      rect(-400, -210, 620, 24, 0, bar) +
      circ(-362, -218, 10, '#f87171') +
      circ(-330, -218, 10, '#fbbf24') +
      circ(-298, -218, 10, '#34d399') +
      rows.join('') +
      card(160, -300, 270, 160, 24, c.d) +
      line('M 190 -252 l 18 16 l -18 16', c.a, 8) +
      bars(rnd, 222, -244, 3, 160, [W, c.l, c.a], 28) +
      shadow(circ(260, 150, 118, SH)) +
      circ(260, 150, 118, 'url(#ga)') +
      line('M 215 112 l -42 38 l 42 38 M 276 100 l -32 100 M 305 112 l 42 38 l -42 38', W, 18)
    );
  },
  mobile: (c, rnd) => {
    const phone = (t: string, accent: string): string =>
      g(
        t,
        card(-130, -270, 260, 540, 44, c.d),
        rect(-114, -254, 228, 508, 32, W),
        rect(-40, -246, 80, 18, 9, c.d),
        rect(-114, -218, 228, 84, 0, 'url(#gm)'),
        rect(-90, -186, 110, 16, 8, W, { opacity: 0.8 }),
        rect(-92, -116, 184, 120, 18, c.l),
        path('M -92 -20 l 60 -60 l 40 40 l 30 -30 l 54 54 v 12 h -184 Z', c.m, { opacity: 0.35 }),
        bars(rnd, -92, 30, 4, 184, [c.l, '#e2e8f0']),
        rect(-92, 180, 184, 46, 23, accent),
      );
    return (
      phone('translate(-150 10) rotate(-9) scale(0.9)', c.m) +
      phone('translate(120 0) rotate(5)', c.a) +
      card(230, -230, 200, 90, 24) +
      circ(276, -185, 24, c.a) +
      bars(rnd, 312, -202, 2, 90, [c.m, c.l], 26) +
      circ(-350, 200, 44, W) +
      path(
        'M -350 222 c -30 -22 -40 -34 -30 -48 c 10 -12 24 -8 30 2 ' + 'c 6 -10 20 -14 30 -2 c 10 14 0 26 -30 48 Z',
        '#f43f5e',
      )
    );
  },
  design: (c, rnd) => {
    const nib = 'M 0 0 l -40 -80 l 20 -150 h 40 l 20 150 Z';
    return (
      card(-330, -270, 540, 420, 28) +
      rect(-300, -240, 480, 190, 20, mix(c.l, W, 0.3)) +
      circ(110, -180, 32, c.a) +
      path('M -300 -50 l 150 -130 l 100 90 l 70 -60 l 160 100 Z', c.m, { opacity: 0.5 }) +
      rect(-300, -10, 260, 22, 11, c.d) +
      bars(rnd, -300, 34, 2, 300, [c.l, '#e2e8f0']) +
      rect(-300, 92, 150, 30, 15, c.a) +
      line('M 60 250 C 200 280, 300 190, 330 70', W, 8) +
      line('M 60 250 L 200 280', W, 3) +
      circ(200, 280, 12, c.a) +
      rect(44, 234, 32, 32, 6, W, { stroke: c.d, 'stroke-width': 5 }) +
      g(
        'translate(330 70) rotate(30)',
        shadow(path(nib, SH)),
        path(nib, 'url(#gw)'),
        rect(-24, -250, 48, 30, 8, c.a),
        line('M 0 -2 V -70', c.d, 5),
        circ(0, -76, 9, c.d),
      ) +
      [c.l, c.a, c.m, W]
        .map((f, i) =>
          g(
            `translate(-360 250) rotate(${-64 + i * 16})`,
            card(-32, -240, 64, 210, 16, f) + circ(0, -64, 12, i === 3 ? c.m : W, { opacity: 0.8 }),
          ),
        )
        .join('')
    );
  },
  marketing: (c, rnd) => {
    const cone = 'M -170 -50 L 110 -170 V 170 L -170 50 Z';
    return (
      g(
        'translate(-150 30) rotate(-14)',
        shadow(path(cone, SH)),
        path(cone, 'url(#gw)'),
        rect(-210, -60, 70, 120, 20, c.a),
        rect(90, -190, 50, 380, 25, c.l),
        rect(-140, 40, 60, 130, 24, W),
        rect(-160, -40, 40, 80, 0, c.l, { opacity: 0.6 }),
        line('M 190 -90 q 50 90 0 180 M 240 -140 q 80 140 0 280', W, 14, { opacity: 0.7 }),
      ) +
      g(
        'translate(270 -130)',
        circ(8, 14, 130, SH, { opacity: 0.16 }),
        circ(0, 0, 130, W),
        circ(0, 0, 96, c.m),
        circ(0, 0, 62, W),
        circ(0, 0, 30, c.a),
        line('M 0 0 L 120 -120', c.d, 10),
        path('M 120 -120 l 10 -44 l 30 14 l 14 30 Z', c.a),
      ) +
      card(190, 100, 240, 170, 24) +
      [0, 1, 2, 3]
        .map((i) => rect(220 + i * 50, 240 - (40 + i * 22 + rnd() * 16), 32, 40 + i * 22, 8, i === 3 ? c.a : c.m))
        .join('')
    );
  },
  cloud: (c) => {
    const shape = (f: string): string =>
      circ(-130, -70, 110, f) + circ(20, -130, 140, f) + circ(160, -60, 100, f) + rect(-250, -70, 510, 110, 55, f);
    return (
      [-150, 0, 150].map((x) => line(`M ${x} 40 V 120`, W, 6, { 'stroke-dasharray': '4 16', opacity: 0.7 })).join('') +
      shadow(shape(SH)) +
      shape('url(#gw)') +
      line('M 0 10 V -130 M -54 -76 L 0 -130 L 54 -76', c.m, 26) +
      [0, 1, 2]
        .map(
          (i) =>
            card(-220, 120 + i * 62, 440, 50, 14, i === 1 ? c.d : mix(c.d, c.m, 0.35)) +
            circ(-186, 145 + i * 62, 8, c.a) +
            circ(-160, 145 + i * 62, 8, '#34d399') +
            rect(20, 139 + i * 62, 170, 12, 6, W, { opacity: 0.35 }),
        )
        .join('') +
      g('translate(-330 -220) scale(0.35)', shape(W)) +
      g('translate(350 160) scale(0.28)', shape(W))
    );
  },
  data: (c, rnd) => {
    const hs = Array.from({ length: 7 }, () => 60 + rnd() * 170);
    const pts = hs.map((h, i) => [-312 + i * 66, 120 - h] as const);
    const share = n(452 * (0.4 + rnd() * 0.3));
    return (
      card(-420, -260, 560, 450, 28) +
      bars(rnd, -380, -220, 2, 220, [c.d, c.l]) +
      hs.map((h, i) => rect(-330 + i * 66, 150 - h, 36, h, 10, i % 2 ? c.l : c.m)).join('') +
      line('M -380 150 H 100', '#e2e8f0', 4) +
      line(`M ${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ')}`, c.a, 8) +
      pts.map(([x, y]) => circ(x, y, 11, W, { stroke: c.a, 'stroke-width': 6 })).join('') +
      card(180, -260, 250, 250, 28) +
      circ(305, -135, 72, 'none', { stroke: c.l, 'stroke-width': 34 }) +
      circ(305, -135, 72, 'none', {
        stroke: c.m,
        'stroke-width': 34,
        'stroke-dasharray': `${share} 500`,
        transform: 'rotate(-90 305 -135)',
      }) +
      card(180, 30, 250, 160, 28) +
      rect(210, 60, 90, 16, 8, c.l) +
      line('M 210 160 l 40 -30 l 40 14 l 50 -46 l 50 10', c.m, 8) +
      circ(390, 98, 12, c.a)
    );
  },
  security: (c) => {
    const sh = 'M 0 -280 L 220 -200 V -20 C 220 130 110 230 0 290 C -110 230 -220 130 -220 -20 V -200 Z';
    return (
      circ(0, 0, 330, 'none', { stroke: W, 'stroke-width': 3, 'stroke-dasharray': '6 18', opacity: 0.5 }) +
      shadow(path(sh, SH)) +
      path(sh, 'url(#gw)') +
      g('scale(0.8)', path(sh, 'url(#gm)')) +
      line('M -50 -10 V -64 A 50 50 0 0 1 50 -64 V -10', W, 24) +
      rect(-90, -20, 180, 150, 28, W) +
      circ(0, 40, 20, c.d) +
      rect(-8, 44, 16, 46, 8, c.d) +
      circ(190, -200, 56, c.a) +
      line('M 164 -200 l 18 20 l 34 -40', W, 14) +
      card(-440, 100, 220, 90, 24) +
      [0, 1, 2, 3].map((i) => circ(-400 + i * 40, 145, 11, c.d)).join('') +
      rect(-248, 127, 6, 36, 3, c.m)
    );
  },
  commerce: (c) => {
    const box = (x: number, y: number, f: string, a: number): string =>
      g(
        `translate(${x} ${y}) rotate(${a})`,
        rect(-50, -50, 100, 100, 16, f),
        rect(-8, -50, 16, 100, 0, W, { opacity: 0.4 }),
      );
    const product = (x: number, y: number, f: string): string =>
      card(x, y, 210, 260, 26) +
      rect(x + 18, y + 18, 174, 130, 18, mix(c.l, W, 0.3)) +
      circ(x + 105, y + 83, 40, f) +
      rect(x + 18, y + 166, 120, 16, 8, c.d) +
      rect(x + 18, y + 196, 70, 14, 7, '#cbd5e1') +
      circ(x + 168, y + 220, 22, c.a);
    return (
      product(200, -290, c.m) +
      product(150, 10, c.a) +
      box(-190, -90, c.a, -12) +
      box(-80, -110, c.l, 10) +
      box(-140, -170, W, 4) +
      line('M -440 -170 H -380 L -320 90 H -40 L 10 -70 H -350', W, 24) +
      path('M -350 -70 H 10 L -40 90 H -320 Z', W) +
      line('M -270 -40 L -250 60 M -170 -40 V 60 M -70 -40 L -90 60', c.l, 10) +
      [-290, -70].map((x) => circ(x, 160, 30, W) + circ(x, 160, 12, c.d)).join('')
    );
  },
  ai: (c) => {
    const left = [-180, -60, 60, 180],
      right = [-120, 0, 120];
    const links = [
      ...left.map((y) => `M -380 ${y} C -250 ${y} -230 ${n(y / 3)} -140 ${n(y / 3)}`),
      ...right.map((y) => `M 380 ${y} C 260 ${y} 240 ${y / 2} 140 ${y / 2}`),
    ];
    const pins = [-70, -25, 25, 70]
      .map(
        (p) => rect(p - 9, -150, 18, 300, 9, W, { opacity: 0.9 }) + rect(-150, p - 9, 300, 18, 9, W, { opacity: 0.9 }),
      )
      .join('');
    const nodes = [...left.map((y) => [-380, y] as const), ...right.map((y) => [380, y] as const)];
    return (
      circ(0, 0, 250, W, { opacity: 0.06 }) +
      links.map((d) => line(d, W, 5, { opacity: 0.55 })).join('') +
      pins +
      card(-115, -115, 230, 230, 34) +
      rect(-80, -80, 160, 160, 24, 'url(#gm)') +
      line('M -40 30 L 0 -30 L 40 30 M -40 30 L 40 30 M 0 -30 V 30', W, 6) +
      circ(-40, 30, 14, c.a) +
      circ(0, -30, 14, W) +
      circ(40, 30, 14, c.l) +
      nodes.map(([x, y], i) => circ(x, y, 30, W) + circ(x, y, 14, i % 3 === 0 ? c.a : c.m)).join('') +
      circ(-250, -250, 10, c.a) +
      circ(270, 230, 14, c.a) +
      circ(300, -230, 8, W)
    );
  },
  team: (c, rnd) =>
    circ(0, -10, 250, W, { opacity: 0.12 }) +
    card(300, -270, 150, 90, 24) +
    bars(rnd, 325, -250, 2, 100, [c.m, c.l], 30) +
    card(-440, -220, 150, 90, 24) +
    circ(-400, -175, 20, c.a) +
    rect(-370, -182, 60, 14, 7, c.l) +
    person(-240, 20, 0.9, c.l, pick(rnd, SKIN), pick(rnd, HAIR.slice(0, 6))) +
    person(240, 20, 0.9, c.a, pick(rnd, SKIN), pick(rnd, HAIR.slice(0, 6))) +
    person(0, -20, 1.1, W, pick(rnd, SKIN), pick(rnd, HAIR.slice(0, 6))) +
    card(-420, 180, 840, 90, 30) +
    rect(-380, 212, 200, 26, 13, c.l) +
    circ(340, 225, 22, c.m),
  growth: (c) =>
    card(-440, -280, 880, 560, 36, W) +
    [0, 1, 2, 3, 4]
      .map((i) => rect(-360 + i * 150, 110 - i * 80, 90, 90 + i * 80, 18, i === 4 ? c.m : mix(c.l, W, 0.3 - i * 0.05)))
      .join('') +
    line('M -380 200 H 380', '#e2e8f0', 6) +
    line('M -340 120 L -170 20 L -40 60 L 120 -100 L 300 -200', c.a, 22) +
    path('M 330 -230 l -70 2 l 44 58 Z', c.a, { stroke: c.a, 'stroke-width': 10, 'stroke-linejoin': 'round' }) +
    rect(-390, -240, 200, 24, 12, c.d) +
    rect(-390, -200, 130, 16, 8, '#cbd5e1'),
  health: (c) => {
    const heart =
      'M 0 250 C -200 120 -320 20 -320 -100 C -320 -210 -230 -270 -150 -270 C -80 -270 -30 -230 0 -180 ' +
      'C 30 -230 80 -270 150 -270 C 230 -270 320 -210 320 -100 C 320 20 200 120 0 250 Z';
    return (
      shadow(path(heart, SH)) +
      path(heart, 'url(#gw)') +
      line('M -440 -20 H -200 L -150 -120 L -80 100 L -20 -60 L 30 20 L 60 -20 H 440', c.m, 18) +
      line('M 300 -20 H 440 M -440 -20 H -300', W, 18) +
      circ(260, -230, 64, c.a) +
      rect(244, -270, 32, 80, 8, W) +
      rect(220, -246, 80, 32, 8, W) +
      g(
        'translate(-330 220) rotate(-35)',
        rect(-90, -32, 180, 64, 32, W),
        path('M 0 -32 h 58 a 32 32 0 0 1 0 64 h -58 Z', c.a),
      )
    );
  },
  travel: (c) => {
    const panels = [
      [-400, -190, -130, -240],
      [-130, -240, 140, -190],
      [140, -190, 400, -240],
    ] as const;
    const pin = 'M 0 0 C -50 -60 -60 -90 -60 -110 A 60 60 0 0 1 60 -110 C 60 -90 50 -60 0 0 Z';
    return (
      shadow(path('M -400 -190 L -130 -240 L 140 -190 L 400 -240 V 200 L 140 250 L -130 200 L -400 250 Z', SH)) +
      panels
        .map(([x1, y1, x2, y2], i) =>
          path(`M ${x1} ${y1} L ${x2} ${y2} V ${y2 + 440} L ${x1} ${y1 + 440} Z`, i === 1 ? mix(c.l, W, 0.2) : W),
        )
        .join('') +
      path('M -400 60 C -300 20 -220 120 -130 80 V 200 L -400 250 Z', c.l, { opacity: 0.6 }) +
      line('M -300 150 C -200 -60 40 200 170 -30', c.m, 8, { 'stroke-dasharray': '2 22' }) +
      circ(-300, 150, 16, c.m) +
      g('translate(190 -60)', shadow(path(pin, SH), 4, 10), path(pin, c.a), circ(0, -110, 24, W)) +
      g(
        'translate(300 -290) rotate(35)',
        path('M -14 -90 C -14 -110 14 -110 14 -90 V 90 C 14 100 -14 100 -14 90 Z', W),
        path('M -12 -10 L -110 30 V 50 L -12 30 Z M 12 -10 L 110 30 V 50 L 12 30 Z', W),
        path('M -10 70 L -50 95 V 105 L -10 95 Z M 10 70 L 50 95 V 105 L 10 95 Z', W),
      )
    );
  },
  food: (c) => {
    const bowl = 'M -270 -10 A 270 230 0 0 0 270 -10 Z';
    return (
      [-60, 0, 60]
        .map((x) => line(`M ${x} -190 c -30 -30 30 -50 0 -80 c -30 -30 30 -50 0 -80`, W, 12, { opacity: 0.5 }))
        .join('') +
      line('M 60 -20 L 300 -330 M 100 -10 L 350 -300', c.a, 14) +
      circ(-120, -40, 80, c.a) +
      circ(20, -70, 90, '#34d399') +
      circ(140, -30, 70, c.l) +
      circ(-20, -20, 60, '#f87171') +
      ell(0, -10, 270, 40, mix(c.l, W, 0.3)) +
      shadow(path(bowl, SH)) +
      path(bowl, 'url(#gw)') +
      rect(-90, 200, 180, 40, 14, W) +
      line('M -200 60 H 200', c.m, 14, { opacity: 0.7 })
    );
  },
  education: (c) => {
    const page = 'M 0 -120 C -80 -170 -220 -170 -340 -130 V 220 C -220 180 -80 180 0 230 Z';
    const cap = '0,-80 230,0 0,80 -230,0';
    const text = (s: number, i: number): string =>
      line(
        `M ${290 * s} ${-90 + i * 50} C ${200 * s} ${-110 + i * 50} ` +
          `${120 * s} ${-110 + i * 50} ${50 * s} ${-80 + i * 50}`,
        c.l,
        10,
      );
    return (
      card(-360, -110, 720, 360, 28, c.a) +
      path(page, W) +
      g('scale(-1 1)', path(page, mix(c.l, W, 0.6))) +
      line('M 0 -120 V 230', c.l, 6) +
      [0, 1, 2, 3, 4].map((i) => text(-1, i) + text(1, i)).join('') +
      g(
        'translate(0 -250)',
        shadow(el('polygon', { points: cap, fill: SH })),
        path('M -130 20 V 110 C -60 150 60 150 130 110 V 20 Z', c.d),
        el('polygon', { points: cap, fill: W }),
        line('M 0 0 L 180 20 V 110', c.a, 8),
        circ(180, 120, 16, c.a),
      )
    );
  },
  finance: (c) => {
    const coin = (x: number, y: number): string =>
      path(`M ${x - 90} ${y} v 22 a 90 30 0 0 0 180 0 v -22 Z`, mix(c.a, K, 0.2)) +
      ell(x, y, 90, 30, c.a) +
      ell(x, y, 60, 18, W, { opacity: 0.25 });
    return (
      g('translate(-120 -40) rotate(-12)', card(-220, -140, 440, 280, 30, W)) +
      g(
        'translate(-80 40)',
        card(-260, -160, 480, 300, 32, 'url(#gm)'),
        rect(-210, -90, 80, 60, 12, c.a),
        line('M -100 -80 a 30 30 0 0 1 0 40 M -80 -90 a 45 45 0 0 1 0 60', W, 6, { opacity: 0.8 }),
        [0, 1, 2, 3].map((i) => rect(-210 + i * 100, 20, 76, 18, 9, W, { opacity: 0.85 })).join(''),
        rect(-210, 80, 160, 14, 7, W, { opacity: 0.5 }),
        circ(130, 90, 28, c.a, { opacity: 0.9 }),
        circ(170, 90, 28, W, { opacity: 0.6 }),
      ) +
      [0, 1, 2, 3, 4].map((i) => coin(330, 240 - i * 34)).join('') +
      [0, 1, 2].map((i) => coin(190, 260 - i * 34)).join('') +
      g(
        'translate(320 -190)',
        circ(8, 12, 90, SH, { opacity: 0.16 }),
        circ(0, 0, 90, c.a),
        circ(0, 0, 66, 'none', { stroke: W, 'stroke-width': 6, opacity: 0.6 }),
        line('M 24 -24 C 10 -40 -30 -36 -30 -12 C -30 12 30 2 30 26 C 30 48 -12 50 -30 32 M 0 -52 V 58', W, 12),
      )
    );
  },
};

// ---------- step icons (drawn around 0,0; roughly ±230) ----------

const STEPS: Record<StepMotif, Draw> = {
  discover: (c) =>
    card(-190, -200, 260, 340, 30) +
    rect(-160, -160, 120, 20, 10, c.d) +
    bars(() => 0.7, -160, -110, 6, 190, [c.l, '#e2e8f0'], 38) +
    g(
      'translate(60 40)',
      g('rotate(45)', rect(90, -26, 150, 52, 26, c.d)),
      circ(0, 0, 120, 'none', { stroke: c.m, 'stroke-width': 36 }),
      circ(0, 0, 102, W, { opacity: 0.55 }),
      line('M -60 -20 A 64 64 0 0 1 -20 -60', W, 16),
      circ(0, 0, 138, 'none', { stroke: c.d, 'stroke-width': 4, opacity: 0.2 }),
    ),
  plan: (c) =>
    card(-180, -220, 360, 460, 36, 'url(#gm)') +
    rect(-150, -180, 300, 390, 24, W) +
    rect(-70, -250, 140, 70, 20, c.d) +
    circ(0, -226, 14, W) +
    [0, 1, 2]
      .map((i) => {
        const y = -110 + i * 100,
          done = i < 2;
        return (
          rect(-120, y - 26, 52, 52, 14, done ? c.a : W, { stroke: done ? c.a : c.l, 'stroke-width': 6 }) +
          (done ? line(`M -108 ${y} l 10 10 l 20 -22`, W, 8) : '') +
          rect(-46, y - 20, 160, 16, 8, c.l) +
          rect(-46, y + 6, 100, 12, 6, '#e2e8f0')
        );
      })
      .join(''),
  build: (c) =>
    g('translate(-70 -60)', gear(150, 10, c.m)) +
    g('translate(130 -130)', gear(84, 8, c.a)) +
    card(-10, 60, 110, 110, 20, c.d) +
    card(110, 60, 110, 110, 20, c.l) +
    card(50, -60, 110, 110, 20, 'url(#ga)') +
    card(-130, 170, 350, 40, 20, mix(c.d, c.m, 0.4)),
  launch: (c) => {
    const body = 'M 0 -230 C 75 -170 92 -80 80 60 H -80 C -92 -80 -75 -170 0 -230 Z';
    const stars = [
      [-180, -160, 14],
      [170, 160, 10],
      [-200, 120, 9],
      [190, -80, 7],
    ] as const;
    return (
      g(
        'rotate(35) scale(1.08)',
        path('M -48 70 C -54 150 0 200 0 240 C 0 200 54 150 48 70 Z', c.a),
        path('M -26 70 C -30 130 0 160 0 190 C 0 160 30 130 26 70 Z', mix(c.a, W, 0.6)),
        path('M -76 -20 L -140 64 V 120 L -76 84 Z M 76 -20 L 140 64 V 120 L 76 84 Z', c.m),
        shadow(path(body, SH), 8, 8),
        path(body, mix(c.l, W, 0.4)),
        path('M -52 -150 C -72 -80 -76 -20 -70 50 H -44 C -50 -20 -46 -90 -30 -160 Z', W, { opacity: 0.7 }),
        path('M 0 -230 C 40 -196 62 -160 72 -120 H -72 C -62 -160 -40 -196 0 -230 Z', c.m),
        circ(0, -40, 44, c.d),
        circ(0, -40, 28, c.l),
        circ(-8, -48, 9, W, { opacity: 0.8 }),
        rect(-56, 52, 112, 28, 12, c.d),
      ) + stars.map(([x, y, r]) => circ(x, y, r, c.m, { opacity: 0.5 })).join('')
    );
  },
};

// ---------- portraits ----------

type Hair = Extract<Art, { kind: 'portrait' }>['hair'];
const HAIR_TOP =
  'M 264 392 C 236 250 306 186 402 186 C 500 186 566 248 536 392 C 530 330 510 296 474 280 ' +
  'C 420 306 340 304 292 300 C 276 322 268 352 264 392 Z';
const HAIR_BUN =
  'M 266 380 C 240 250 310 192 400 192 C 490 192 560 250 534 380 C 510 300 460 270 400 270 ' +
  'C 340 270 290 300 266 380 Z';

function portrait(hairStyle: Hair, c: Colors, rnd: Rand): string {
  const skin = pick(rnd, SKIN),
    hair = pick(rnd, HAIR),
    shirt = pick(rnd, [c.m, c.d, W, c.a]);
  const shade = mix(skin, K, 0.12),
    ink = mix(skin, K, 0.7),
    long = hairStyle === 'long';
  const hairs: Record<Hair, string> = {
    short: path(HAIR_TOP, hair),
    long: path(HAIR_TOP, hair),
    bun: circ(400, 176, 62, hair) + path(HAIR_BUN, hair),
    none: ell(350, 262, 54, 30, W, { opacity: 0.2, transform: 'rotate(-20 350 262)' }),
  };
  const glasses =
    rnd() < 0.3
      ? line('M 388 378 h 24', ink, 7) +
        [355, 445]
          .map((x) => rect(x - 36, 352, 72, 52, 20, W, { 'fill-opacity': 0.18, stroke: ink, 'stroke-width': 7 }))
          .join('')
      : '';
  const bg = linGrad('bg', mix(c.l, W, 0.35), c.l, 0.3, 1) + linGrad('sh', shirt, mix(shirt, K, 0.12), 0, 1);
  return (
    `<defs>${bg}</defs>` +
    rect(0, 0, 800, 800, 0, 'url(#bg)') +
    circ(400, 420, 300, W, { opacity: 0.3 }) +
    circ(pick(rnd, [120, 680]), 120 + rnd() * 80, 40 + rnd() * 40, c.m, { opacity: 0.12 }) +
    (long ? rect(246, 220, 308, 440, 140, hair) : '') +
    rect(345, 440, 110, 170, 50, shade) +
    path('M 120 800 C 120 630 240 570 400 570 C 560 570 680 630 680 800 Z', 'url(#sh)') +
    path('M 340 566 C 350 600 380 640 400 652 C 420 640 450 600 460 566 Z', shade) +
    (long ? '' : circ(272, 380, 26, shade) + circ(528, 380, 26, shade)) +
    ell(400, 360, 130, 150, skin) +
    hairs[hairStyle] +
    [355, 445].map((x) => ell(x, 380, 9, 11, ink)).join('') +
    [330, 470].map((x) => circ(x, 428, 22, '#f43f5e', { opacity: 0.12 })).join('') +
    line('M 372 436 Q 400 458 428 436', ink, 7) +
    glasses
  );
}

// ---------- compositions ----------

/** Rough advance width (in em) of a DejaVu Sans Bold glyph, to size the label pill. */
const charWidth = (ch: string): number =>
  /[iljtfrI.,:;'!|() ]/.test(ch)
    ? 0.42
    : /[mwMW@]/.test(ch)
      ? 1.12
      : /[A-Z0-9&%#]/.test(ch)
        ? 0.8
        : ch.charCodeAt(0) > 0x2e80
          ? 1.1
          : 0.7;

function labelPill(label: string, c: Colors): string {
  const text = label.length > 36 ? `${label.slice(0, 35).trimEnd()}…` : label;
  const w = 86 + [...text].reduce((sum, ch) => sum + 28 * charWidth(ch), 0);
  return (
    shadow(rect(56, 56, w, 64, 32, SH), 0, 6) +
    rect(56, 56, w, 64, 32, W, { opacity: 0.94 }) +
    circ(90, 88, 10, c.a) +
    el('text', { x: 114, y: 98, fill: c.d, 'font-family': FONT, 'font-size': 28, 'font-weight': 700 }, esc(text))
  );
}

function scene(motif: SceneMotif, label: string | undefined, c: Colors, rnd: Rand): string {
  const [x2, y2] = pick(rnd, [
    [1, 1],
    [1, 0.4],
    [0.6, 1],
  ] as const);
  const glow = circ(200 + rnd() * 1200, rnd() * 300, 700, 'url(#glow)');
  const deco = [0, 1].map((i) => circ(i * 1600, rnd() * 1000, 260 + rnd() * 200, W, { opacity: 0.05 })).join('');
  const dx = rnd() < 0.5 ? 1360 : 80,
    dy = rnd() < 0.5 ? 780 : 200;
  const dots = Array.from({ length: 20 }, (_, i) =>
    circ(dx + (i % 5) * 36, dy + Math.floor(i / 5) * 36, 4, W, { opacity: 0.3 }),
  ).join('');
  return (
    defs(c, linGrad('bg', c.d, c.m, x2, y2)) +
    rect(0, 0, 1600, 1000, 0, 'url(#bg)') +
    glow +
    deco +
    dots +
    ell(800, 850, 480, 34, K, { opacity: 0.12 }) +
    g('translate(800 500) scale(1.1)', MOTIFS[motif](c, rnd)) +
    (label ? labelPill(label, c) : '')
  );
}

function step(motif: StepMotif, c: Colors, rnd: Rand): string {
  const sparks = Array.from({ length: 5 }, () =>
    circ(60 + rnd() * 680, 60 + rnd() * 680, 6 + rnd() * 10, c.m, { opacity: 0.18 }),
  ).join('');
  return (
    defs(c, linGrad('bg', mix(c.l, W, 0.75), mix(c.l, W, 0.35), 0.4, 1)) +
    rect(0, 0, 800, 800, 0, 'url(#bg)') +
    sparks +
    circ(400, 410, 300, c.m, { opacity: 0.08 }) +
    circ(400, 400, 270, W, { opacity: 0.7 }) +
    g('translate(400 410) scale(0.9)', STEPS[motif](c, rnd))
  );
}

// ---------- public API ----------

/** Default pixel size for a kind: scene 1600x1000, portrait 800x800, step 800x800. */
export function artSize(art: Art): { width: number; height: number } {
  return art.kind === 'scene' ? { width: 1600, height: 1000 } : { width: 800, height: 800 };
}

/** A complete, standalone SVG document (with xmlns, width, height, viewBox) for the art. */
export function renderArt(art: Art): string {
  const c = PALETTES[art.palette] ?? PALETTES.indigo;
  const rnd = rng(hash(JSON.stringify(art)));
  const { width, height } = artSize(art);
  if (art.kind === 'scene') return doc(width, height, scene(art.motif, art.label, c, rnd));
  if (art.kind === 'portrait') return doc(width, height, portrait(art.hair, c, rnd));
  return doc(width, height, step(art.motif, c, rnd));
}
