/** Scene illustrations (1600x1000): a gradient backdrop, one motif and an optional label pill. */
import type { SceneMotif } from '../types';
import { type Colors, FONT, K, SH, W } from './palette';
import { MOTIFS_A } from './scenes-a';
import { MOTIFS_B } from './scenes-b';
import { circ, type Draw, defs, el, ell, esc, g, linGrad, pick, type Rand, rect, shadow } from './svg';

const MOTIFS: Record<SceneMotif, Draw> = { ...MOTIFS_A, ...MOTIFS_B };

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

export function scene(motif: SceneMotif, label: string | undefined, c: Colors, rnd: Rand): string {
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
