/** Step icons (800x800) for the growth steps, drawn around 0,0 (roughly ±230). */
import type { StepMotif } from '../types';
import { type Colors, SH, W } from './palette';
import { bars, card, circ, type Draw, defs, el, g, line, linGrad, mix, n, path, type Rand, rect, shadow } from './svg';

const gear = (r: number, teeth: number, fill: string): string => {
  const pts = Array.from({ length: teeth * 4 }, (_, i) => {
    const ang = ((Math.floor(i / 4) + ([0, 0.18, 0.5, 0.68][i % 4] ?? 0)) / teeth) * Math.PI * 2;
    const rad = i % 4 < 2 ? r * 0.78 : r;
    return `${n(Math.cos(ang) * rad)},${n(Math.sin(ang) * rad)}`;
  });
  const round = { stroke: fill, 'stroke-width': r * 0.08, 'stroke-linejoin': 'round' };
  return el('polygon', { points: pts.join(' '), fill, ...round }) + circ(0, 0, r * 0.32, W);
};

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

export function step(motif: StepMotif, c: Colors, rnd: Rand): string {
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
