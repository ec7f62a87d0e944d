/** Shared SVG helpers: seeded randomness, XML escaping, colour mixing, shapes and gradients. */
import { type Colors, SH, W } from './palette';

export type Rand = () => number;
type Attrs = Record<string, string | number | undefined>;
export type Draw = (c: Colors, rnd: Rand) => string;

// ---------- small utilities ----------

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so the same Art always gives the same SVG. */
export function rng(seed: number): Rand {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: Rand, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
export const n = (v: number): number => Math.round(v * 10) / 10;
const XML: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
/** Characters XML 1.0 does not allow (C0 controls other than tab, newline and carriage return). */
const isXmlChar = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};
export const esc = (s: string): string =>
  [...s]
    .filter(isXmlChar)
    .join('')
    .replace(/[<>&'"]/g, (ch) => XML[ch] ?? ch);

export function mix(a: string, b: string, t: number): string {
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
export const el = (tag: string, a: Attrs, inner?: string): string =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  fill: string,
  x2: Attrs = {},
): string => el('rect', { x, y, width, height, rx, fill, ...x2 });
export const circ = (cx: number, cy: number, r: number, fill: string, x2: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...x2 });
export const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, x2: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...x2 });
export const path = (d: string, fill: string, x2: Attrs = {}): string => el('path', { d, fill, ...x2 });
export const line = (d: string, stroke: string, w: number, x2: Attrs = {}): string =>
  path(d, 'none', { stroke, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...x2 });
export const g = (transform: string, ...kids: string[]): string => `<g transform="${transform}">${kids.join('')}</g>`;
/** Soft offset shadow: the same shapes (drawn in SH) shifted and faded as one group. */
export const shadow = (body: string, dx = 12, dy = 18): string =>
  `<g transform="translate(${dx} ${dy})" opacity="0.16">${body}</g>`;
/** A white (or filled) rounded card with a soft shadow. */
export const card = (x: number, y: number, w: number, h: number, rx: number, fill = W): string =>
  shadow(rect(x, y, w, h, rx, SH)) + rect(x, y, w, h, rx, fill);
/** Placeholder text lines of random length. */
export const bars = (rnd: Rand, x: number, y: number, rows: number, maxW: number, colors: string[], gap = 34): string =>
  Array.from({ length: rows }, (_, i) =>
    rect(x, y + i * gap, maxW * (0.45 + rnd() * 0.55), 14, 7, colors[i % colors.length] ?? W),
  ).join('');
export const linGrad = (id: string, from: string, to: string, x2 = 1, y2 = 1): string =>
  el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2, y2 },
    el('stop', { offset: 0, 'stop-color': from }) + el('stop', { offset: 1, 'stop-color': to }),
  );
export const defs = (c: Colors, bg: string): string =>
  `<defs>${bg}${linGrad('gm', c.m, c.d)}${linGrad('ga', mix(c.a, W, 0.2), c.a, 0, 1)}` +
  linGrad('gw', W, mix(c.l, W, 0.5), 0, 1) +
  el(
    'radialGradient',
    { id: 'glow' },
    el('stop', { offset: 0, 'stop-color': W, 'stop-opacity': 0.28 }) +
      el('stop', { offset: 1, 'stop-color': W, 'stop-opacity': 0 }),
  ) +
  '</defs>';
export const doc = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
